import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

/** The most lines a part file holds (one member larger than that is a file of its own). */
const PART_LINES = 360;
const HEADER = `${COMMENT_HEADER}// Made by \`npm run generate -w examples/api-client\` from the server's /docs.\n`;

/**
 * The client's types from an OpenAPI document: what `npx openapi-typescript <url>/docs -o schema.d.ts` writes, made
 * in-process so the generator and the drift test (client.test.ts) produce the same bytes, then split into files a
 * reader can open: `schema.d.ts` keeps the shape openapi-typescript gives (`paths`, `components`, `operations`),
 * and the members of its long interfaces live in `schema/*.d.ts`, a few hundred lines each, which it extends.
 * Returns each file's path (from src/) and text.
 */
export async function typesOf(document: object): Promise<Record<string, string>> {
  // openapi-typescript's own types of a document are looser than a plain object; it validates the document itself.
  // A request field with a default may be left out (openapi-typescript's default makes it required): answers list
  // their defaulted fields as required themselves.
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { silent: true, defaultNonNullable: false });
  return split(astToString(ast));
}

const indentOf = (line: string) => line.length - line.trimStart().length;
const isCloser = (line: string) => /^\s*\};?$/.test(line);

/**
 * The members of a block whose members sit at `indent` spaces: a member starts at a line of that indent after the
 * block's start or after a member's last line (a closing brace, or a one-line member's `;`); comments above a
 * member belong to it.
 */
function membersOf(lines: string[], indent: number): string[][] {
  const members: string[][] = [];
  lines.forEach((line, i) => {
    const prev = lines[i - 1];
    const starts = indentOf(line) === indent && !isCloser(line) && (prev === undefined || (indentOf(prev) === indent && (isCloser(prev) || prev.trimEnd().endsWith(';'))));
    if (starts || !members.length) members.push([]);
    members.at(-1)!.push(line);
  });
  return members;
}

/** Members grouped into parts of at most PART_LINES lines, in order. */
function partsOf(members: string[][]): string[][] {
  const parts: string[][] = [];
  for (const m of members) {
    const last = parts.at(-1);
    if (last && last.length + m.length <= PART_LINES) last.push(...m);
    else parts.push([...m]);
  }
  return parts;
}

function split(text: string): Record<string, string> {
  const lines = text.split('\n');
  const files: Record<string, string> = {};
  const imports: string[] = [];
  /** Writes a block's members as part files of interfaces named `${name}1…`; returns those names. */
  const partFiles = (body: string[], indent: number, name: string, file: string) =>
    partsOf(membersOf(body, indent)).map((part, i) => {
      const partName = `${name}${i + 1}`;
      const path = `schema/${file}-${i + 1}.d.ts`;
      const used = ['components', 'operations'].filter((n) => part.some((l) => l.includes(`${n}[`)));
      files[path] =
        `${HEADER}${used.length ? `import type { ${used.join(', ')} } from '../schema.d.ts';\n` : ''}\n` +
        `export interface ${partName} {\n${part.map((l) => l.slice(indent - 4)).join('\n')}\n}\n`;
      imports.push(`import type { ${partName} } from './${path}';`);
      return partName;
    });
  /** The lines inside the top-level `export interface <name> {`…`}`, and where it is. */
  const blockOf = (name: string) => {
    const start = lines.indexOf(`export interface ${name} {`);
    const end = lines.indexOf('}', start);
    if (start < 0 || end < 0) throw new Error(`openapi-typescript's output has no interface ${name}`);
    return { start, end, body: lines.slice(start + 1, end) };
  };

  const out: string[] = [];
  let at = 0;
  for (const name of ['paths', 'components', 'operations']) {
    const { start, end, body } = blockOf(name);
    out.push(...lines.slice(at, start));
    at = end + 1;
    if (name !== 'components') {
      const parts = partFiles(body, 4, name[0]!.toUpperCase() + name.slice(1), name);
      out.push(`export interface ${name} extends ${parts.join(', ')} {}`);
      continue;
    }
    // components: each long group (schemas) becomes an interface of its own, extending its parts.
    const kept: string[] = [];
    const extra: string[] = [];
    for (const group of membersOf(body, 4)) {
      const open = group.findIndex((l) => /^ {4}\w+: \{$/.test(l));
      if (open < 0 || group.length <= PART_LINES) {
        kept.push(...group);
        continue;
      }
      const key = group[open]!.trim().slice(0, -3);
      const title = `${key[0]!.toUpperCase()}${key.slice(1)}`;
      const parts = partFiles(group.slice(open + 1, -1), 8, title, key);
      kept.push(...group.slice(0, open), `    ${key}: Components${title};`);
      extra.push(`interface Components${title} extends ${parts.join(', ')} {}`);
    }
    out.push('export interface components {', ...kept, '}', ...extra);
  }
  out.push(...lines.slice(at));
  files['schema.d.ts'] = `${HEADER}\n${imports.join('\n')}\n\n${out.join('\n')}`;
  return files;
}
