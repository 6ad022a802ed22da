export function toolRequire(spec: string): NodeRequire;
