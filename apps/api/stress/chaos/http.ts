// Every call the harness makes, with its latency and outcome, so faults can be judged afterwards.

export interface Envelope {
  success?: boolean;
  message?: string;
  code?: string;
  data?: unknown;
  api_token?: string;
  [key: string]: unknown;
}

export type Outcome =
  | { kind: 'answer'; status: number; body: Envelope; ms: number }
  /** Nothing reached the server (connection refused): certainly not applied. */
  | { kind: 'refused'; ms: number; error: string }
  /** Sent, but no answer came back (reset, timeout): may or may not have been applied. */
  | { kind: 'lost'; ms: number; error: string };

export interface Sample {
  startedAt: number;
  endedAt: number;
  method: string;
  path: string;
  who: string;
  status: number | 'refused' | 'lost';
  code?: string;
  message?: string;
  /** For a 503: whether the body was exactly the UNAVAILABLE envelope. */
  unavailableEnvelope?: boolean;
  /** For an answer: whether its body was the contract's envelope (`success`, `message`, and `code` on a refusal). */
  enveloped?: boolean;
}

export const UNAVAILABLE = {
  success: false,
  message: 'Service temporarily unavailable',
  code: 'UNAVAILABLE',
} as const;

// Above the server's own bounds (connect 5 s, statement 10 s), so a request the server lets hang shows as one.
const CLIENT_TIMEOUT_MS = 20_000;

export class Traffic {
  readonly samples: Sample[] = [];
  constructor(public baseUrl: string) {}

  async call(options: {
    who: string;
    method: 'GET' | 'POST';
    path: string;
    body?: unknown;
    token?: string;
    ip?: string;
    timeoutMs?: number;
  }): Promise<Outcome> {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    const startedAt = Date.now();
    const sample: Sample = {
      startedAt,
      endedAt: startedAt,
      method: options.method,
      path: options.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id'),
      who: options.who,
      status: 'lost',
    };
    this.samples.push(sample);
    let outcome: Outcome;
    try {
      const response = await fetch(`${this.baseUrl}${options.path}`, {
        method: options.method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? CLIENT_TIMEOUT_MS),
      });
      const text = await response.text();
      let body: Envelope;
      try {
        body = JSON.parse(text) as Envelope;
      } catch {
        body = { raw: text.slice(0, 200) };
      }
      outcome = { kind: 'answer', status: response.status, body, ms: Date.now() - startedAt };
      sample.status = response.status;
      sample.code = body.code;
      sample.message = body.message;
      if (response.status === 503) sample.unavailableEnvelope = isUnavailableEnvelope(body);
      sample.enveloped = isEnvelope(response.status, body);
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      const text = `${(error as Error).name}: ${cause?.code ?? (error as Error).message}`;
      outcome =
        cause?.code === 'ECONNREFUSED'
          ? { kind: 'refused', ms: Date.now() - startedAt, error: text }
          : { kind: 'lost', ms: Date.now() - startedAt, error: text };
      sample.status = outcome.kind;
      sample.message = text;
    }
    sample.endedAt = Date.now();
    return outcome;
  }
}

function isEnvelope(status: number, body: Envelope): boolean {
  if (typeof body.success !== 'boolean' || typeof body.message !== 'string') return false;
  return status < 400 || (body.success === false && typeof body.code === 'string');
}

export function isUnavailableEnvelope(body: Envelope): boolean {
  return (
    body.success === UNAVAILABLE.success &&
    body.message === UNAVAILABLE.message &&
    body.code === UNAVAILABLE.code &&
    Object.keys(body).length === 3
  );
}
