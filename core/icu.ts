// The part of ICU MessageFormat that Haat's catalogues use, in about 2 KiB of browser script instead of the 14 KiB
// of intl-messageformat and its parser (decision 202): text, {arg}, {arg, number} with the
// `::.0` and `::group-off` skeletons, {arg, plural, …} with =N, offset and #, {arg, select, …}, and ICU's apostrophe
// quoting. core/icu.test.ts formats every catalogue message both ways and expects the same text.

type Node =
  | string
  | { kind: 'arg'; name: string }
  | { kind: 'number'; name: string; format: Intl.NumberFormatOptions }
  | { kind: 'pound' }
  | { kind: 'plural'; name: string; offset: number; options: Record<string, Node[]> }
  | { kind: 'select'; name: string; options: Record<string, Node[]> };

export type MessageAst = Node[];

const SKELETONS: Record<string, Intl.NumberFormatOptions> = {
  '::.0': { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  '::group-off': { useGrouping: false },
};

/** Parses a message; throws on syntax this subset does not read, so a catalogue test finds it. */
export function parseMessage(source: string): MessageAst {
  let at = 0;
  const fail = (what: string): never => {
    throw new SyntaxError(`${what} at ${at} in message: ${source}`);
  };
  const skipSpace = () => {
    while (at < source.length && /\s/.test(source[at] as string)) at += 1;
  };
  const word = (): string => {
    skipSpace();
    const match = /^[^\s{},]+/.exec(source.slice(at));
    if (!match) return fail('a name expected');
    at += match[0].length;
    skipSpace();
    return match[0];
  };
  const expect = (char: string) => {
    skipSpace();
    if (source[at] !== char) fail(`"${char}" expected`);
    at += 1;
  };

  function parseOptions(): Record<string, Node[]> {
    const options: Record<string, Node[]> = {};
    skipSpace();
    while (source[at] !== '}') {
      const key = word();
      expect('{');
      options[key] = parseNodes(true);
      expect('}');
      skipSpace();
      if (at >= source.length) fail('"}" expected');
    }
    if (!('other' in options)) fail('an "other" option expected');
    return options;
  }

  function parseArgument(): Node {
    at += 1; // {
    const name = word();
    if (source[at] === '}') {
      at += 1;
      return { kind: 'arg', name };
    }
    expect(',');
    const type = word();
    let node: Node;
    if (type === 'number') {
      let options: Intl.NumberFormatOptions = {};
      if (source[at] === ',') {
        at += 1;
        const style = word();
        options = SKELETONS[style] ?? fail(`number style ${style} unknown`);
      }
      node = { kind: 'number', name, format: options };
    } else if (type === 'plural') {
      expect(',');
      skipSpace();
      let offset = 0;
      const offsetMatch = /^offset:(\d+)/.exec(source.slice(at));
      if (offsetMatch) {
        offset = Number(offsetMatch[1]);
        at += offsetMatch[0].length;
      }
      node = { kind: 'plural', name, offset, options: parseOptions() };
    } else if (type === 'select') {
      expect(',');
      node = { kind: 'select', name, options: parseOptions() };
    } else {
      return fail(`argument type ${type} unknown`);
    }
    expect('}');
    return node;
  }

  /** Text and arguments up to an unmatched "}" (or the end); `#` is a number only inside a plural's option. */
  function parseNodes(inPlural: boolean): Node[] {
    const nodes: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) nodes.push(text);
      text = '';
    };
    while (at < source.length) {
      const char = source[at] as string;
      if (char === '}') break;
      if (char === '{') {
        flush();
        nodes.push(parseArgument());
      } else if (char === '#' && inPlural) {
        flush();
        nodes.push({ kind: 'pound' });
        at += 1;
      } else if (char === "'") {
        const next = source[at + 1];
        if (next === "'") {
          text += "'";
          at += 2;
        } else if (next === '{' || next === '}' || (next === '#' && inPlural)) {
          // A quoted literal: up to the next lone apostrophe ('' inside stands for one).
          at += 1;
          while (at < source.length) {
            if (source[at] === "'" && source[at + 1] === "'") {
              text += "'";
              at += 2;
            } else if (source[at] === "'") {
              at += 1;
              break;
            } else {
              text += source[at];
              at += 1;
            }
          }
        } else {
          text += "'";
          at += 1;
        }
      } else {
        text += char;
        at += 1;
      }
    }
    flush();
    return nodes;
  }

  const nodes = parseNodes(false);
  if (at < source.length) fail('unmatched "}"');
  return nodes;
}

export type MessageValues = Record<string, string | number | Date>;

/** The Intl objects a message needs, made by the caller (core/i18n.ts keeps one of each per locale). */
export interface MessageFormatters {
  number(options?: Intl.NumberFormatOptions): Intl.NumberFormat;
  plural(): Intl.PluralRules;
}

const UNGROUPED: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 20 };
const plainNumber = (formatters: MessageFormatters, value: number) =>
  Number.isFinite(value) ? formatters.number(UNGROUPED).format(value) : String(value);

export function formatAst(
  nodes: MessageAst,
  formatters: MessageFormatters,
  values: MessageValues = {},
  pluralValue?: number,
): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') {
      out += node;
      continue;
    }
    if (node.kind === 'pound') {
      if (pluralValue !== undefined) out += formatters.number().format(pluralValue);
      continue;
    }
    if (!(node.name in values)) throw new Error(`The message needs a value for {${node.name}}`);
    const value = values[node.name];
    // A number in a plain {arg} is written in the locale's digits, ungrouped: a count, a page or a year in bn is
    // never left in Western digits because its message forgot ", number" (decision 259). intl-messageformat
    // writes String(value) here; the catalogue test passes text to plain arguments, so the two still agree.
    if (node.kind === 'arg')
      out += value === undefined ? '' : typeof value === 'number' ? plainNumber(formatters, value) : String(value);
    else if (node.kind === 'number') out += formatters.number(node.format).format(Number(value));
    else if (node.kind === 'select') {
      out += formatAst(node.options[String(value)] ?? (node.options.other as Node[]), formatters, values);
    } else {
      const n = Number(value);
      const option =
        node.options[`=${n}`] ??
        node.options[formatters.plural().select(n - node.offset)] ??
        (node.options.other as Node[]);
      out += formatAst(option, formatters, values, n - node.offset);
    }
  }
  return out;
}
