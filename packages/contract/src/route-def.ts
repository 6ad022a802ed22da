import type { z } from 'zod';

/** Who may call a route: nobody in particular, a member token, a vendor token or an operator token. */
export type Access = 'public' | 'member' | 'vendor' | 'admin';

export interface RouteDef {
  /** PUT and DELETE only where a call replaces or removes one record by its key (a site page's edit). */
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  access: Access;
  summary: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  /**
   * A route whose success is not the JSON envelope (a file download): its body's media type, with `response`
   * describing that body. The server registers it with addDownloadRoute; its refusals stay JSON envelopes.
   */
  produces?: 'text/csv' | typeof KYC_DOCUMENT_MEDIA;
  /** A body limit of the route's own, in bytes, above the server's default (a document upload). */
  bodyLimit?: number;
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
