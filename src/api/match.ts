import { CONTRACT, type CallDef, type CallId, type Method } from './contract.ts';

/** What a path parameter may hold: ids and tokens only, so no parameter can smuggle a path. */
const PARAM_PATTERNS: Record<string, string> = {
  storeId: '\\d{1,12}',
  customerId: '\\d{1,12}',
  orderId: '\\d{1,12}',
  itemId: '\\d{1,12}',
  menuId: '\\d{1,12}',
  categoryId: '\\d{1,12}',
  token: '[A-Za-z0-9_-]{8,100}',
  id: '[A-Za-z0-9_-]{1,64}',
  fraud_provider: '[a-z0-9-]{1,40}',
};

interface Compiled {
  id: CallId;
  def: CallDef;
  regex: RegExp;
  names: string[];
}

function compile(id: CallId, def: CallDef): Compiled {
  const names: string[] = [];
  const source = def.path
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{(\w+)\}/g, (_m, name: string) => {
      const pattern = PARAM_PATTERNS[name];
      if (!pattern) throw new Error(`No pattern for path parameter {${name}} of ${id}`);
      names.push(name);
      return `(${pattern})`;
    });
  return { id, def, regex: new RegExp(`^${source}$`), names };
}

// Literal paths win over templates (/stores/configuration before /stores/{storeId}).
const TABLE: Compiled[] = (Object.entries(CONTRACT) as [CallId, CallDef][])
  .map(([id, def]) => compile(id, def))
  .sort((a, b) => a.names.length - b.names.length);

export interface MatchedCall {
  id: CallId;
  def: CallDef;
  params: Record<string, string>;
}

/**
 * The contract call for a method and a concrete path, or undefined when the pair is not allowed.
 * @example matchCall('GET', '/stores/12')?.id // 'store'
 */
export function matchCall(method: string, path: string): MatchedCall | undefined {
  for (const c of TABLE) {
    if (c.def.method !== method) continue;
    const m = c.regex.exec(path);
    if (m)
      return {
        id: c.id,
        def: c.def,
        params: Object.fromEntries(c.names.map((n, i) => [n, m[i + 1]!])),
      };
  }
  return undefined;
}

/** Whether any call of the contract uses this method (for a clearer refusal). */
export function isContractMethod(method: string): method is Method {
  return TABLE.some((c) => c.def.method === method);
}

export { buildPath } from './path.ts';
