import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '#shared/auth-messages.ts';
import { ApiError } from '#client/lib/api.ts';
import { afterLoginPath } from '#client/lib/next-path.ts';

export type LoginWho = 'admin' | 'student' | 'teacher';

/** What a login page says when the form is refused: before sending (`empty`) or after. */
export type LoginRefusal = {
  message: string;
  /** A wrong ID or password: the password is emptied and the ID field takes the focus. */
  mismatch?: boolean;
  /** Empty the ID field too. */
  clearId?: boolean;
};

type LoginFormOptions = {
  who: LoginWho;
  login: (id: string, password: string) => Promise<unknown>;
  /** Tells the user they are in (a toast) while the wait before the dashboard runs. */
  succeeded: () => void;
  redirectMs: number;
  /** What an empty field says; null: nothing on the form (the page tells it its own way). */
  empty: () => string | null;
  /** What a refused login says. */
  refused: (error: ApiError) => LoginRefusal;
};

/**
 * The state and the submit of the three login forms (student, teacher, admin): the fields, the
 * wait and the redirect to the dashboard (or the page a lost session came from), and the message
 * a refusal leaves next to the form. Each page keeps its own words for the refusals (the spec
 * gives the admin's and the student's differently).
 */
export function useLoginForm(o: LoginFormOptions) {
  const navigate = useNavigate();
  const location = useLocation();
  const [id, setId] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const idRef = useRef<HTMLInputElement>(null);
  const redirectTimer = useRef<number | undefined>(undefined);
  const next = afterLoginPath(location.search, o.who);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!id.trim() || !password) {
      setError(o.empty() ?? '');
      (id.trim() ? null : idRef.current)?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      await o.login(id.trim(), password);
      o.succeeded();
      redirectTimer.current = window.setTimeout(() => void navigate(next), o.redirectMs);
    } catch (err) {
      setBusy(false);
      const refusal = o.refused(
        err instanceof ApiError ? err : new ApiError(0, messages.somethingWrong),
      );
      setError(refusal.message);
      if (!refusal.mismatch) return;
      if (refusal.clearId) setId('');
      setPassword('');
      idRef.current?.focus();
    }
  }

  const fields = {
    who: o.who,
    id,
    onIdChange: setId,
    idRef,
    password,
    onPasswordChange: setPassword,
    invalid: error !== '',
  };
  return { fields, busy, error, next, onSubmit };
}

/**
 * How the student's and the teacher's forms read a refusal: a wrong ID or password is the spec's
 * one sentence for both fields; too many tries or too many people at once, the server's words.
 */
export function idLoginRefusal(error: ApiError, clearId: boolean): LoginRefusal {
  if (error.status === 401 || error.status === 400) {
    return { message: messages.invalidStudent, mismatch: true, clearId };
  }
  if (error.status === 429 || error.code === 'BUSY') return { message: error.message };
  return { message: messages.somethingWrong };
}
