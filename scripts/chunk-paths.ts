// How scripts/chunk-groups.ts's patterns read a module id (see that file's head), for the build
// (scripts/client-chunks.ts) and the tests alike.

/** How a module id reads in the table: from the project root, or from its last `node_modules/`. */
export function tablePath(id: string, root: string): string {
  const [path = '', query] = id.replaceAll('\\', '/').split('?', 2);
  const base = root.replaceAll('\\', '/').replace(/\/?$/, '/');
  const inPackages = path.lastIndexOf('/node_modules/');
  const relative =
    inPackages >= 0
      ? path.slice(inPackages + 1)
      : path.startsWith(base)
        ? path.slice(base.length)
        : path;
  const file = relative.replace(/(\.css\.ts)\.vanilla\.(css|js)$/, '$1');
  return query === undefined ? file : `${file}?${query}`;
}

/** A table pattern as a regular expression over `tablePath`. */
export function globRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (glob.startsWith('**/', i)) {
      out += '(?:.*/)?';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      out += '.*';
      i += 1;
    } else if (c === '*') out += '[^/]*';
    else if (c === '{') out += '(?:';
    else if (c === '}') out += ')';
    else if (c === ',') out += '|';
    else out += c.replace(/[.+^$()|[\]\\?]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/** Whether module `id` matches one of `patterns` (see the file's head for how they read). */
export function matcher(patterns: readonly string[], root: string): (id: string) => boolean {
  const regs = patterns.map((p) => ({ withQuery: p.includes('?'), re: globRegExp(p) }));
  return (id) => {
    const path = tablePath(id, root);
    const bare = path.split('?', 1)[0]!;
    return regs.some(({ withQuery, re }) => re.test(withQuery ? path : bare));
  };
}
