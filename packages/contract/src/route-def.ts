import type { z } from 'zod';
import type { OperatorRole } from './operator-roles';

/** Who may call a route: nobody in particular, a member token, a vendor token or an operator token. */
export type Access = 'public' | 'member' | 'vendor' | 'admin';

export interface RouteDef {
  /** PUT and DELETE only where a call replaces or removes one record by its key (a site page's edit). */
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  access: Access;
  /** An operator route: the operator roles that may call it; every other role is refused (docs/decisions/020-operator-roles.md). */
  roles?: readonly OperatorRole[];
  summary: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  /**
   * A member's money write (a purchase, a claim, a withdrawal, a transfer, a deposit's hash): refused with 503
   * MAINTENANCE while maintenance is on (docs/product.md#maintenance).
   */
  moneyWrite?: true;
  /**
   * A call a session opened by an operator's one-time sign-in link may not make: a change of a security setting, or
   * money leaving the member (docs/decisions/046-no-way-around-the-second-person.md). Refused with 403.
   */
  ownSignIn?: 'security' | 'money';
  /** The call may answer 202 Accepted with the same body: part of what it asks waits for someone else's approval. */
  accepted?: true;
  /**
   * A route whose success is not the JSON envelope (a file download): its body's media type, with `response`
   * describing that body. The server registers it with addDownloadRoute; its refusals stay JSON envelopes.
   */
  produces?: 'text/csv' | typeof KYC_DOCUMENT_MEDIA | 'application/zip';
  /**
   * The body is an upload, sent as multipart/form-data instead of JSON: `body` names its text fields and its file
   * part (`z.file()`). The server reads it as a stream and never as JSON; every JSON body keeps the server's one
   * body limit (docs/product.md#security).
   */
  upload?: Upload;
}

/** How the server reads an upload's stream. */
export interface Upload {
  /** The largest file taken, in bytes: the server stops reading at the first byte past it. */
  fileMaxBytes: number;
  /** The answer to a file past `fileMaxBytes`, whatever else the form holds. */
  fileTooLarge: string;
  /** The answer to a body that is not a readable form (cut short, without its boundary, a broken part). */
  unreadable: string;
  /** Files taken under one name (a repeated part); 1 when absent. More answer `filesTooMany`. */
  filesMax?: number;
  filesTooMany?: string;
  /**
   * Tells a file's type by its first bytes: a file it names null is refused with `typeInvalid` before the rest of
   * it is read.
   */
  sniff?: (head: Uint8Array) => string | null;
  typeInvalid?: string;
  /** The longest text field taken, in bytes (1 KB when absent); a longer one answers `fieldTooLong`. */
  fieldMaxBytes?: number;
  fieldTooLong?: string;
  /** The route also takes a JSON body (the same fields without files). */
  json?: true;
}

/** A stored identity document: one of these media types, told by its bytes, each answer naming its own. */
export const KYC_DOCUMENT_MEDIA = 'image/jpeg, image/png, application/pdf';

export function route<const R extends RouteDef>(def: R): R {
  return def;
}

/** Member calls exist twice: under /sellerApi for member tokens and /vendorApi for vendor tokens. */
export function twins<const R extends Omit<RouteDef, 'path' | 'access'>>(name: string, def: R) {
  return {
    member: route({ ...def, path: `/sellerApi/${name}`, access: 'member' as const }),
    vendor: route({ ...def, path: `/vendorApi/${name}`, access: 'vendor' as const }),
  };
}

/** Fills `:name` placeholders of a route path. */
export function pathWith(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}
