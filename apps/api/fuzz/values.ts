import fc from 'fast-check';
import type { JsonSchema } from './openapi';

/**
 * A JSON fragment sent exactly as written: JSON.stringify rounds 2^53+1 to 2^53 and cannot write 1e400
 * (which the server's JSON.parse turns into Infinity), and those are the numbers worth sending.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of `value`, with every RawJson written verbatim. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const marker = `@@raw${Math.random().toString(36).slice(2)}@@`;
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof RawJson ? `${marker}${raws.push(item.text) - 1}${marker}` : item,
  );
  if (text === undefined) return '';
  return text.replace(
    new RegExp(`"${marker}(\\d+)${marker}"`, 'g'),
    (_match, index: string) => raws[Number(index)] ?? '',
  );
}

export const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
export const OTHER_ADDRESS = '0x8617E340B3D01FA5F11F306F4090FD50E238070D';
export const PASSWORD = 'Secret@123';

const KB = 1024;
export const HUGE_STRING = 'A'.repeat(100 * KB);
const CONTROL_CHARS = `${Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).join('')}\u007f`;

/** Real ids the setup made and the run harvests from successful answers, so valid-looking bodies reach the services. */
export interface Pools {
  deposit: string[];
  withdrawal: string[];
  package: string[];
  order: string[];
  signin: string[];
  emails: string[];
  referralCodes: string[];
  usedHashes: string[];
  /** Package id to price in USDT: a purchase must name the price exactly to get past the first check. */
  prices: Map<string, number>;
  /** Ready step-2 bodies (an OTP read from the outbox) by route key, so the second steps succeed too. */
  flows: Map<string, Record<string, unknown>[]>;
  /** Bodies a person would send, by route key, where a generated one is nearly never whole (the settings). */
  examples: Map<string, Record<string, unknown>[]>;
  /** Settings changes waiting for a second owner (202 answers of the settings call). */
  settingChange: string[];
}

export type IdKind = 'deposit' | 'withdrawal' | 'package' | 'order' | 'signin' | 'settingChange';
const ID_KINDS: IdKind[] = ['deposit', 'withdrawal', 'package', 'order', 'signin', 'settingChange'];

export function emptyPools(): Pools {
  return {
    deposit: [],
    withdrawal: [],
    package: [],
    order: [],
    signin: [],
    emails: [],
    referralCodes: [],
    usedHashes: [],
    prices: new Map(),
    flows: new Map(),
    examples: new Map(),
    settingChange: [],
  };
}

/** Keeps a pool short and fresh: the newest ids are the ones most likely still pending. */
export function remember<T>(pool: T[], value: T, limit = 40) {
  pool.push(value);
  if (pool.length > limit) pool.splice(0, pool.length - limit);
}

const hex = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: length, maxLength: length });

export const txHash = () => hex(64).map((digits) => `0x${digits}`);

const oneOfConstants = (values: readonly unknown[]) => fc.constantFrom(...values);

const weighted = <T>(...entries: [number, fc.Arbitrary<T> | undefined][]) =>
  fc.oneof(...entries.flatMap(([weight, arbitrary]) => (arbitrary && weight > 0 ? [{ weight, arbitrary }] : [])));

const fromPool = (pool: readonly string[]) => (pool.length ? fc.constantFrom(...pool) : undefined);

// JSON can carry these; UTF-8 cannot, and PostgreSQL's json refuses their \u escapes.
const BROKEN_UNICODE = ['\ud800', 'a\ud800b', '\udfff\ud800', 'emoji cut \ud83d', '\udc00 low first'];

const HOSTILE_TEXT = [
  '',
  ' ',
  '   \t  ',
  '\u0000',
  'abc\u0000def',
  CONTROL_CHARS,
  '\r\n\r\n',
  '\u2028\u2029',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\ufeffbom',
  '😀'.repeat(60),
  "' OR '1'='1",
  "'; drop table users; --",
  '" OR ""="',
  "1'); select pg_sleep(3); --",
  '%',
  '_',
  '\\',
  '$1',
  "E'\\x00'",
  "admin'--",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '{{7*7}}',
  '#{7*7}',
  '../../../../etc/passwd',
  'null',
  'undefined',
  'true',
  '-1',
  'NaN',
  '[object Object]',
  '__proto__',
  'A'.repeat(101),
  'A'.repeat(5 * KB),
  'A'.repeat(60 * KB),
  HUGE_STRING,
];

const WRONG_TYPES: unknown[] = [
  null,
  true,
  false,
  0,
  1,
  -1,
  [],
  [1],
  ['a', 'b'],
  {},
  { $gt: '' },
  { toString: 'x' },
  { a: { b: { c: [1] } } },
];

const HOSTILE_NUMBERS: unknown[] = [
  -1,
  -0.000001,
  new RawJson('-0'),
  0,
  0.5,
  1e-7,
  Number.MIN_VALUE,
  1e30,
  new RawJson('999999999999.999999'),
  new RawJson('9007199254740993'),
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('9223372036854775808'),
  1e21,
  0.1 + 0.2,
  '12',
  '9007199254740993',
];

const HOSTILE_AMOUNTS: unknown[] = [
  ...HOSTILE_NUMBERS,
  -30,
  29.999999,
  30.0000001,
  1e15,
  1e18,
  '1e30',
  '999999999999.999999',
  '-5',
  '0',
  '0.00',
  '-0',
  '0.0000001',
  '1e-7',
  '1,000',
  '1_000',
  '0x1F',
  ' 10 ',
  '10abc',
  '10 USDT',
  '$10',
  'Infinity',
  '-Infinity',
  'NaN',
  '١٠٠',
  '１００',
  '00010',
  '.5',
  '5.',
  '+5',
  '1e2',
  '1e+30',
  '1.5e3',
  '9'.repeat(30),
  `1${'0'.repeat(400)}`,
  '9223372036854775807',
  '9223372036854775808',
  '18446744073709551616',
  '999999999999999999.999999',
  '50\u0000',
];

const HOSTILE_ADDRESSES: unknown[] = [
  `0x${'a'.repeat(39)}`,
  `0x${'a'.repeat(41)}`,
  `0X${ADDRESS.slice(2)}`,
  ADDRESS.slice(2),
  // One letter's case flipped: still mixed-case, so the checksum is checked, and it no longer matches.
  ADDRESS.replace('886E0F', '886e0F'),
  `0x${'0'.repeat(40)}`,
  `0x${'g'.repeat(40)}`,
  `${ADDRESS}\u0000`,
  `\u0000${ADDRESS}`,
  ` ${ADDRESS} `,
  `${ADDRESS}${ADDRESS}`,
  'bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2',
  'vitalik.eth',
  ADDRESS.toUpperCase(),
];

const HOSTILE_HASHES = (used: readonly string[]): unknown[] => [
  `0x${'a'.repeat(63)}`,
  `0x${'a'.repeat(65)}`,
  'a'.repeat(64),
  `0X${'b'.repeat(64)}`,
  `0x${'z'.repeat(64)}`,
  `0x${'0'.repeat(64)}`,
  `0x${'c'.repeat(64)}\u0000`,
  ...used.slice(-3),
  ...used.slice(-3).map((hash) => hash.toUpperCase().replace('0X', '0x')),
  ...used.slice(-2).map((hash) => ` ${hash} `),
];

const HOSTILE_UUIDS: unknown[] = [
  'not-a-uuid',
  '00000000000000000000000000000000',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-000000000001',
  '{6f1c2f0e-8a39-4b8e-9d2a-1f3e5b7c9d01}',
  '6f1c2f0e-8a39-4b8e-9d2a-1f3e5b7c9d01x',
  '6F1C2F0E-8A39-4B8E-9D2A-1F3E5B7C9D01',
  '6f1c2f0e-8a39-4b8e-9d2a-1f3e5b7c9d0',
  `${'6f1c2f0e-8a39-4b8e-9d2a-1f3e5b7c9d01'}${'a'.repeat(80)}`,
];

const HOSTILE_OTPS: unknown[] = [
  '12345',
  '1234567',
  '12345a',
  ' 123456 ',
  '١٢٣٤٥٦',
  123456,
  '000000',
  '999999',
  '123 456',
  '12345\u0000',
];

const HOSTILE_EMAILS: unknown[] = [
  'a@b',
  '@example.com',
  'a@b.c',
  'plain',
  `${'x'.repeat(300)}@example.com`,
  `${'x'.repeat(240)}@example.com`,
  'a"b@example.com',
  'a\u0000b@example.com',
  "a'--@example.com",
  '<script>@example.com',
  'a@example.com\r\nBcc: victim@example.com',
  'ü@exämple.com',
];

/** Valid-looking USDT amounts: several pass the operator's default minimum of 30, some do not. */
export const validAmount = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: oneOfConstants([30, 35, 40, 50, 100, 250, 1000, '30', '100', '45.5', 30.000001]) },
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 5000 }) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 5000 }).map(String) },
    { weight: 2, arbitrary: fc.double({ min: 0.000001, max: 5000, noNaN: true }) },
    // Well-formed but enormous: approved a few times over, such deposits take a balance past the bigint range.
    { weight: 1, arbitrary: oneOfConstants(['999999999999.999999', 999999999999, 1_000_000, '1000000.000001']) },
  );

export type FieldKind =
  | 'amount'
  | 'address'
  | 'hash'
  | 'uuid'
  | 'otp'
  | 'phone'
  | 'email'
  | 'password'
  | 'referral'
  | 'timezone'
  | 'date'
  | 'country'
  | 'documentNumber'
  | 'enum'
  | 'text'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'array'
  | 'object'
  | 'unknown';

export function kindOf(field: string, schema: JsonSchema): FieldKind {
  const types = (schema.anyOf ?? []).map((option) => option.type);
  if (types.includes('string') && types.includes('number')) return 'amount';
  const pattern = schema.pattern ?? '';
  if (pattern.includes('{40}')) return 'address';
  // The deposit's hash is plain text in the schema (its shape is checked after the minimum), so the name decides.
  if (pattern.includes('{64}') || /^(transaction_id|transactionHash)$/.test(field)) return 'hash';
  if (schema.format === 'uuid') return 'uuid';
  if (pattern.includes('\\d{6}')) return 'otp';
  if (pattern.includes('\\d{10}')) return 'phone';
  if (pattern.includes('@') || /email/i.test(field)) return 'email';
  if (/password/i.test(field)) return 'password';
  if (field === 'referBy') return 'referral';
  if (field === 'timezone') return 'timezone';
  if (pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return 'date';
  if (field === 'country') return 'country';
  if (field === 'documentNumber') return 'documentNumber';
  if (schema.enum) return 'enum';
  switch (schema.type) {
    case 'string':
      return 'text';
    case 'number':
      return 'number';
    case 'integer':
      return 'integer';
    case 'boolean':
      return 'boolean';
    case 'array':
      return 'array';
    case 'object':
      return 'object';
    default:
      return schema.anyOf ? 'unknown' : 'text';
  }
}

/** Which pool of real ids a uuid field of a route most likely names. */
export function idKindFor(path: string, field: string): IdKind | undefined {
  if (path.includes('/deposits/')) return 'deposit';
  if (path.includes('/withdrawals/')) return 'withdrawal';
  if (path.includes('/settingChanges/')) return 'settingChange';
  if (path.startsWith('/adminApi/packages/')) return 'package';
  if (field === 'packageId') return path.includes('packageWithdrawal') ? 'order' : 'package';
  if (path.endsWith('/signinVerify')) return 'signin';
  if (field === '_id' && path.includes('Verify')) return 'withdrawal';
  return undefined;
}

export function uuidValue(pools: Pools, kind: IdKind | undefined): fc.Arbitrary<string> {
  const anyReal = ID_KINDS.flatMap((each) => pools[each]);
  return weighted<string>(
    [6, kind ? fromPool(pools[kind]) : undefined],
    [2, fromPool(anyReal)],
    [2, fc.uuid()],
    [1, fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff')],
  );
}

function numberIn(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1000;
  const max = schema.maximum ?? 1_000_000;
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, min + 1_000_000)) });
  const low = Math.ceil(min * 100) + (schema.exclusiveMinimum === true ? 1 : 0);
  const high = Math.floor(Math.min(max, min + 10_000) * 100) - (schema.exclusiveMaximum === true ? 1 : 0);
  // fc.double is uniform over bit patterns, so alone it sends mostly 1e-300s; people type cents.
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: low, max: Math.max(low, high) }).map((cents) => cents / 100) },
    {
      weight: 1,
      arbitrary: fc.double({
        min,
        max,
        noNaN: true,
        minExcluded: schema.exclusiveMinimum === true,
        maxExcluded: schema.exclusiveMaximum === true,
      }),
    },
  );
}

function shortText(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = Math.max(1, schema.minLength ?? 1);
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  return fc.oneof(
    fc.constantFrom('Fuzz Member', 'Starter plan', 'Paid on chain', 'Hello, a question about my deposit.'),
    fc.string({ unit: 'grapheme-ascii', minLength, maxLength }).filter((text) => text.trim().length > 0),
    fc.string({ unit: 'grapheme', minLength, maxLength }).filter((text) => text.trim().length > 0),
  );
}

export interface FieldContext {
  path: string;
  field: string;
  pools: Pools;
}

/** A value the route's schema accepts, leaning on real records and accounts. */
export function validValue(schema: JsonSchema, at: FieldContext, depth = 0): fc.Arbitrary<unknown> {
  const kind = kindOf(at.field, schema);
  switch (kind) {
    case 'amount':
      return validAmount();
    case 'address':
      return fc.constantFrom(ADDRESS, ADDRESS.toLowerCase(), OTHER_ADDRESS);
    case 'hash':
      return txHash();
    case 'uuid':
      return uuidValue(at.pools, idKindFor(at.path, at.field));
    case 'otp':
      return fc.integer({ min: 0, max: 999_999 }).map((code) => String(code).padStart(6, '0'));
    case 'phone':
      return fc.integer({ min: 0, max: 999_999_999 }).map((digits) => `9${String(digits).padStart(9, '0')}`);
    case 'email':
      return weighted<unknown>(
        [3, fromPool(at.pools.emails)],
        [2, fc.nat({ max: 1_000_000 }).map((n) => `fuzz${n}@example.test`)],
        [1, fc.emailAddress().filter((email) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email) && email.length < 200)],
      );
    case 'password':
      return fc.oneof(
        { weight: 4, arbitrary: fc.constant(PASSWORD) },
        { weight: 1, arbitrary: fc.string({ minLength: 8, maxLength: 40 }) },
      );
    case 'referral':
      return weighted<unknown>([8, fromPool(at.pools.referralCodes)], [1, fc.constant('')]);
    case 'timezone':
      return fc.constantFrom('UTC', 'Asia/Kolkata', 'Europe/Berlin', 'America/New_York', 'Asia/Dubai');
    case 'date':
      return fc.constantFrom('1990-05-17', '1985-12-01', '2000-02-29', '1961-07-04');
    case 'country':
      return fc.constantFrom('IN', 'in', 'US', 'DE', 'AE');
    case 'documentNumber':
      return fc.constantFrom('P1234567', 'AB-1234', ' k98765432 ');
    case 'enum':
      return fc.constantFrom(...(schema.enum ?? [null]));
    case 'text':
      return shortText(schema);
    case 'number':
      return numberIn(schema, false);
    case 'integer':
      return at.field === 'page'
        ? fc.integer({ min: 1, max: 3 })
        : numberIn({ ...schema, maximum: Math.min(schema.maximum ?? 1000, 1000) }, true);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = schema.items ?? {};
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 5, 5));
      return fc.array(validValue(items, at, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return validObject(schema, at, depth + 1);
    default:
      return schema.anyOf?.length
        ? fc.oneof(...schema.anyOf.map((option) => validValue(option, at, depth + 1)))
        : fc.constant('x');
  }
}

/** Every required field and a random choice of the optional ones. */
export function validObject(schema: JsonSchema, at: FieldContext, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [field, property] of properties) model[field] = validValue(property, { ...at, field }, depth);
  return fc.record(model, { requiredKeys: properties.map(([field]) => field).filter((field) => required.has(field)) });
}

/** A value the field should refuse, chosen for what the field is (amounts get the overflow cases, and so on). */
export function hostileValue(schema: JsonSchema, at: FieldContext): fc.Arbitrary<unknown> {
  const kind = kindOf(at.field, schema);
  const specific: Partial<Record<FieldKind, readonly unknown[]>> = {
    amount: HOSTILE_AMOUNTS,
    number: HOSTILE_NUMBERS,
    integer: [...HOSTILE_NUMBERS, 1.5, -5, 100_001, 4000],
    address: HOSTILE_ADDRESSES,
    hash: HOSTILE_HASHES(at.pools.usedHashes),
    uuid: HOSTILE_UUIDS,
    otp: HOSTILE_OTPS,
    phone: ['123', '12345678901', '+919000000000', '900000000a', '９０００００００００'],
    email: HOSTILE_EMAILS,
    password: ['short', 'x'.repeat(129), ' '.repeat(8), '\u0000'.repeat(8)],
    referral: ['X'.repeat(33), 'nope', "' OR 1=1 --"],
    date: ['2999-01-01', '1899-12-31', '1990-02-30', '17/05/1990', '2015-01-01', '1990-5-17'],
    country: ['XX', 'India', 'IND', '', 'i n'],
    documentNumber: ['AB1', 'A'.repeat(31), 'AB 12345', 'AB/12345', '   '],
    timezone: ['Not/AZone', 'UTC+5', '../../etc/localtime', 'x'.repeat(64), '+25:00'],
    enum: ['', 'ADMIN', 'user', 'Admin', 'Vendor ', 'active\u0000'],
    array: [[], [1], Array.from({ length: 60 }, () => 1), [null, null, null], [{}, {}, {}], 'x,y,z'],
    boolean: ['true', 1, 0, 'yes'],
  };
  const own = specific[kind];
  return weighted<unknown>(
    [5, own?.length ? oneOfConstants(own) : undefined],
    [3, oneOfConstants(HOSTILE_TEXT)],
    [1, oneOfConstants(BROKEN_UNICODE)],
    [2, oneOfConstants(WRONG_TYPES)],
    [1, oneOfConstants(HOSTILE_NUMBERS)],
    [1, fc.string({ unit: 'binary', maxLength: 60 })],
    [1, fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code)), maxLength: 20 })],
  );
}

/** Bodies no JSON parser should accept, or should accept only to reject by shape. */
export const BROKEN_JSON: readonly string[] = [
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}}',
  '{a:1}',
  'undefined',
  'NaN',
  '[1,2',
  '"unterminated',
  '{"a":"\\x00"}',
  '{"a":"\\u00"}',
  '\ufeff{}',
  '{"a":1}\u0000',
  '\u0000',
  '{"amount":1e400}',
  '{"amount":-1e400,"price":1e400}',
  '{"amount":10,"amount":"x"}',
  '{"__proto__":{"admin":true,"role":"Admin"}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(30_000)}${']'.repeat(30_000)}`,
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
  'null',
  'true',
  '0',
  '""',
  ' ',
  '\r\n',
  '\ud800',
  // Nested past any body the contract describes: refused before it is parsed.
  `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
];

export const WRONG_CONTENT_TYPES: readonly (string | undefined)[] = [
  undefined,
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/jsonx',
  'APPLICATION/JSON',
  'application/*',
  'text/json',
  '*/*',
  'application/json, text/plain',
  'application/vnd.api+json',
  ';',
  'application/json; boundary="',
];

export const WRONG_SHAPES: readonly unknown[] = [[], [{}], 'body', 42, null, true, [null], { 0: 'a', length: 1 }];

/** Path segments the router must answer in the envelope: malformed escapes, very long ids, traversal. */
export const HOSTILE_PATH_SEGMENTS: readonly string[] = [
  '%ZZ',
  '%',
  '%0',
  'abc%ZZdef',
  '%E0%A4%A',
  '%C0%AE',
  '%FF',
  '%uD800',
  '%00',
  '%0A',
  '%20',
  '%2F',
  'a%2Fb',
  '..',
  '%2e%2e',
  '.',
  '-1',
  '0',
  'null',
  'me',
  'a'.repeat(100),
  'a'.repeat(101),
  'a'.repeat(1000),
  HUGE_STRING,
  `6f1c2f0e-8a39-4b8e-9d2a-1f3e5b7c9d01${'0'.repeat(70)}`,
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent('<script>alert(1)</script>'),
  encodeURIComponent(CONTROL_CHARS),
  encodeURIComponent('😀'.repeat(30)),
  '6F1C2F0E-8A39-4B8E-9D2A-1F3E5B7C9D01',
  '{6f1c2f0e-8a39-4b8e-9d2a-1f3e5b7c9d01}',
];

/** Query values for page, level and status: out of range, fractional, enormous, malformed. */
export const HOSTILE_QUERY_VALUES: readonly string[] = [
  '-1',
  '0',
  '1.5',
  '1e30',
  '9007199254740993',
  '100001',
  '4',
  'abc',
  '',
  '%ZZ',
  '%00',
  'NaN',
  'Infinity',
  '0x10',
  '%201',
  'PENDING',
  'pending%00',
  encodeURIComponent("1' OR '1'='1"),
  'a'.repeat(5000),
  HUGE_STRING,
];

export const JUNK_QUERIES: readonly string[] = [
  'page=1&page=2',
  'page[]=1',
  'page[a]=1',
  'page=1&status=pending&status=success',
  '%ZZ=1',
  '&&&',
  '=',
  'page',
  'unknown=1',
  '__proto__[admin]=1',
  'constructor[prototype][admin]=1',
  `${'a'.repeat(2000)}=1`,
  'level=2&level=3',
];
