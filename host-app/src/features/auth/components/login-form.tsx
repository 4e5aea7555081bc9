import { messages } from '@chorus/core';
import { Alert, Button, Checkbox, TextField, token } from '@chorus/ui';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useTeamEmail } from '../../../hooks/use-team-email.ts';
import { useLogin } from '../hooks/use-login.ts';
import { LinkEmailStep } from './link-email-step.tsx';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  font-size: 0.875rem;
  a {
    font-weight: 600;
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

const Reveal = styled.button`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${token('radius-sm')};
  background: transparent;
  color: ${token('color-text-subtle')};
  cursor: pointer;
  &:hover {
    color: ${token('color-text')};
    background: ${token('color-surface-sunken')};
  }
`;

/** 'Having trouble logging in? Contact {email}' with the team's configured address (the Contact Us form until known). */
function TroubleLine() {
  const email = useTeamEmail();
  const [before] = messages.login.trouble('\u0000').split('\u0000');
  return (
    <p>
      {before}
      {email ? <a href={`mailto:${email}`}>{email}</a> : <Link to="/contactus">our team</Link>}
    </p>
  );
}

export interface LoginFormProps {
  /** A success notice from the URL (password reset, email confirmed). */
  notice?: string | null;
}

export function LoginForm({ notice }: LoginFormProps) {
  const { pending, error, fieldErrors, linkEmail, submit, prepare } = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit({ username, password, rememberMe });
  };

  if (linkEmail) return <LinkEmailStep token={linkEmail.token} onDone={linkEmail.finish} />;
  return (
    <Form onSubmit={onSubmit} onFocus={prepare} noValidate aria-label="Log in">
      {notice && !error ? <Alert tone="success">{notice}</Alert> : null}
      {error ? (
        <Alert tone="danger">
          <p>{error}</p>
          <TroubleLine />
        </Alert>
      ) : null}
      <TextField
        label="Email"
        name="username"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={fieldErrors.username}
        required
      />
      <TextField
        label="Password"
        name="password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrors.password}
        required
        trailing={
          <Reveal
            type="button"
            aria-label="Show password"
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
          </Reveal>
        }
      />
      <Row>
        <Checkbox
          label="Remember me"
          name="rememberMe"
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        <Link to="/forgot-password">Forgot password?</Link>
      </Row>
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {pending ? 'Logging in…' : 'Log In'}
      </Button>
    </Form>
  );
}
