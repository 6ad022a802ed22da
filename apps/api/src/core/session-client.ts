// Who calls from where: the browser's user agent and the client address (as TRUST_PROXY gives it). Sessions, the
// security activity and every sign-in record it; here, below the modules, since so many of them read it.

/** Who signed in from where, as /settings lists it: the browser's user agent and the client address. */
export interface SessionClient {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export function sessionClientOf(request: { headers: Record<string, unknown>; ip: string }): SessionClient {
  const agent = request.headers['user-agent'];
  return { userAgent: typeof agent === 'string' ? agent.slice(0, 500) : undefined, ip: request.ip };
}
