import type { FastifyInstance } from 'fastify';
import {
  memberAddBody,
  memberParams,
  memberResponse,
  memberRoleBody,
  membersResponse,
  myOrganisationsResponse,
  organisationPatch,
  organisationResponse,
  organisationSwitchResponse,
  switchOrganisationBody,
} from '@chorus/core';
import type { Db } from '../../db/open.ts';
import { route } from '../../lib/http.ts';
import { addMember, changeMember, listMembers, myOrganisations, organisationOf, switchOrganisation, updateOrganisation } from '../../repositories/organisations.ts';

/**
 * The organisation itself (issue 21): the login's organisations and the switch between them (as a manager switches
 * creators), the session's organisation (any member reads it, an owner edits it) and its members (owners only).
 * The organisation is always the session's: no route here takes one from the request but the switch, which accepts
 * only the caller's own.
 */
export function orgRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(
    app,
    { method: 'GET', url: '/orgapi/organisations', summary: 'The organisations the signed-in login belongs to (staff: every one), marking the one it works in', access: 'user', response: myOrganisationsResponse },
    async ({ session }) => ({ results: { success: true, data: await myOrganisations(db, session) } }),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/orgapi/organisations/switch',
      summary: 'Work in another of my organisations (another organisation is not found)',
      access: 'user',
      body: switchOrganisationBody,
      response: organisationSwitchResponse,
    },
    async ({ session, body }) => ({ results: { success: true, data: await switchOrganisation(db, session, body.organisationId) } }),
  );
  route(
    app,
    { method: 'GET', url: '/orgapi/organisation', summary: 'The organisation the session works in', access: 'orgViewer', response: organisationResponse },
    async ({ session, scope }) => ({ results: { success: true, data: await organisationOf(db, scope, session.organisation!.role) } }),
  );
  route(
    app,
    {
      method: 'PATCH',
      url: '/orgapi/organisation',
      summary: "Edit the organisation's name, logo, website, allowed origins and contact email (owners)",
      access: 'orgOwner',
      body: organisationPatch,
      response: organisationResponse,
    },
    async ({ session, scope, body }) => ({ results: { success: true, data: await updateOrganisation(db, scope, session.organisation!.role, body) } }),
  );
  route(
    app,
    { method: 'GET', url: '/orgapi/members', summary: "The organisation's members and their roles (owners)", access: 'orgOwner', response: membersResponse },
    async ({ scope }) => ({ results: { success: true, data: await listMembers(db, scope) } }),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/orgapi/members',
      summary: 'Add an organiser login to the organisation by its login email, with a role (owners)',
      access: 'orgOwner',
      body: memberAddBody,
      response: memberResponse,
      status: 201,
    },
    async ({ scope, body }) => ({ results: { success: true, data: await addMember(db, scope, body.email, body.role) } }),
  );
  route(
    app,
    {
      method: 'PATCH',
      url: '/orgapi/members/:contactId',
      summary: "Change a member's role (owners; the last owner stays an owner)",
      access: 'orgOwner',
      params: memberParams,
      body: memberRoleBody,
      response: memberResponse,
    },
    async ({ scope, params, body }) => ({ results: { success: true, data: await changeMember(db, scope, params.contactId, body.role) } }),
  );
  route(
    app,
    {
      method: 'DELETE',
      url: '/orgapi/members/:contactId',
      summary: 'Remove a member (owners; not the last owner): their access ends at their next call',
      access: 'orgOwner',
      params: memberParams,
      response: memberResponse,
    },
    async ({ scope, params }) => ({ results: { success: true, data: await changeMember(db, scope, params.contactId, null) } }),
  );
}
