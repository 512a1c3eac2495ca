import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads an app's `extensions/<name>/shopify.extension.toml` files, as Shopify CLI and Shopify's runtime use them: the
 * extension's type, handle, API version, its targets and their modules (UI extensions), and a web pixel's customer
 * privacy settings. The reader knows the TOML these files use (tables, arrays of tables, strings, booleans,
 * numbers, inline arrays); it refuses anything else rather than guess.
 */
export type TomlValue = string | number | boolean | TomlValue[] | { [key: string]: TomlValue };
export type TomlTable = { [key: string]: TomlValue };

function parseValue(raw: string, where: string): TomlValue {
  const v = raw.trim();
  if (v.startsWith('"')) return JSON.parse(v) as string;
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  if (v.startsWith('[') && v.endsWith(']')) {
    const inner = v.slice(1, -1).trim();
    if (!inner) return [];
    return splitTopLevel(inner).map((part) => parseValue(part, where));
  }
  if (v.startsWith('{') && v.endsWith('}')) {
    const table: TomlTable = {};
    for (const pair of splitTopLevel(v.slice(1, -1))) {
      const eq = pair.indexOf('=');
      if (eq < 0) throw new Error(`${where}: expected key = value in ${v}`);
      table[pair.slice(0, eq).trim()] = parseValue(pair.slice(eq + 1), where);
    }
    return table;
  }
  throw new Error(`${where}: unsupported TOML value ${v}`);
}

/** Splits on commas outside strings, brackets and braces. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inString = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** Strips a comment that is not inside a string. */
function stripComment(line: string): string {
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    if (inString) {
      if (line[i] === '\\') i++;
      else if (line[i] === '"') inString = false;
    } else if (line[i] === '"') inString = true;
    else if (line[i] === '#') return line.slice(0, i);
  }
  return line;
}

export function parseToml(text: string, file = 'toml'): TomlTable {
  const root: TomlTable = {};
  let current = root;
  const descend = (keys: string[], last: 'table' | 'array'): TomlTable => {
    let table = root;
    keys.forEach((key, i) => {
      const isLast = i === keys.length - 1;
      const existing = table[key];
      if (isLast && last === 'array') {
        const list = Array.isArray(existing) ? existing : (table[key] = []);
        const made: TomlTable = {};
        (list as TomlValue[]).push(made);
        table = made;
      } else if (Array.isArray(existing)) {
        table = existing.at(-1) as TomlTable;
      } else {
        table = (existing ?? (table[key] = {})) as TomlTable;
      }
    });
    return table;
  };
  text.split(/\r?\n/).forEach((rawLine, n) => {
    const line = stripComment(rawLine).trim();
    const where = `${file}:${n + 1}`;
    if (!line) return;
    const arrayHeader = /^\[\[([\w.-]+)\]\]$/.exec(line);
    const header = /^\[([\w.-]+)\]$/.exec(line);
    if (arrayHeader) current = descend(arrayHeader[1]!.split('.'), 'array');
    else if (header) current = descend(header[1]!.split('.'), 'table');
    else {
      const eq = line.indexOf('=');
      if (eq < 0) throw new Error(`${where}: expected key = value`);
      current[line.slice(0, eq).trim()] = parseValue(line.slice(eq + 1), where);
    }
  });
  return root;
}

export interface UiExtensionConfig {
  kind: 'ui_extension';
  dir: string;
  handle: string;
  apiVersion: string;
  targets: Array<{ target: string; module: string }>;
}

export interface WebPixelConfig {
  kind: 'web_pixel_extension';
  dir: string;
  handle: string;
  runtimeContext: string;
  /** What the visitor must allow for Shopify to load the pixel. */
  customerPrivacy: { analytics: boolean; marketing: boolean; preferences: boolean; saleOfData: string };
  settingFields: string[];
}

export type ExtensionConfig = UiExtensionConfig | WebPixelConfig;

const str = (v: TomlValue | undefined, what: string): string => {
  if (typeof v !== 'string' || !v) throw new Error(`${what} must be a non-empty string`);
  return v;
};

/** Every extension under `extensionsRoot` (a folder with a shopify.extension.toml), by folder name. */
export function readExtensions(extensionsRoot: string): ExtensionConfig[] {
  return readdirSync(extensionsRoot, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(extensionsRoot, d.name, 'shopify.extension.toml')))
    .map((d) => d.name)
    .sort()
    .flatMap((dir): ExtensionConfig[] => {
      const file = path.join(extensionsRoot, dir, 'shopify.extension.toml');
      const toml = parseToml(readFileSync(file, 'utf8'), file);
      if (toml.type === 'web_pixel_extension') {
        const privacy = (toml.customer_privacy ?? {}) as TomlTable;
        const fields = ((toml.settings as TomlTable | undefined)?.fields ?? {}) as TomlTable;
        return [
          {
            kind: 'web_pixel_extension',
            dir,
            handle: str(toml.name, `${file}: name`),
            runtimeContext: str(toml.runtime_context, `${file}: runtime_context`),
            customerPrivacy: {
              analytics: privacy.analytics === true,
              marketing: privacy.marketing === true,
              preferences: privacy.preferences === true,
              saleOfData: typeof privacy.sale_of_data === 'string' ? privacy.sale_of_data : 'disabled',
            },
            settingFields: Object.keys(fields),
          },
        ];
      }
      const extensions = (toml.extensions ?? []) as TomlTable[];
      if (!Array.isArray(extensions) || extensions.length === 0) return [];
      return extensions.map((ext) => {
        if (ext.type !== 'ui_extension') throw new Error(`${file}: extension type ${String(ext.type)} is not a UI extension`);
        const targeting = (ext.targeting ?? []) as TomlTable[];
        return {
          kind: 'ui_extension' as const,
          dir,
          handle: str(ext.handle, `${file}: handle`),
          apiVersion: str(toml.api_version, `${file}: api_version`),
          targets: targeting.map((t) => ({ target: str(t.target, `${file}: target`), module: str(t.module, `${file}: module`) })),
        };
      });
    });
}
