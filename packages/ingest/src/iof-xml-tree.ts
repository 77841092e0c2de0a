/**
 * An XML document read into plain objects (fast-xml-parser), with the helpers the IOF importer needs: children by
 * name, text, attributes and the line an element starts on. Namespace prefixes are dropped (`iof:Time` = `Time`).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { type Problem } from './problems.js';

/** An element: child elements by name, attributes as `@name`, text as `#text`. */
export type XmlElement = { readonly [key: string]: unknown };

export type XmlTree = {
  rootName: string;
  root: XmlElement;
  /** 1-based line where an element starts, when the parser recorded it. */
  lineOf(element: XmlElement): number | undefined;
};

/** Elements IOF XML 3.0 allows more than once where the importer reads them: always arrays. */
const REPEATED = new Set(['ClassResult', 'PersonResult', 'TeamResult', 'Result', 'SplitTime', 'Given']);
const META = XMLParser.getMetaDataSymbol() as unknown as symbol;

/**
 * Parses `text` as XML. Well-formedness is checked first, because the parser itself accepts broken documents
 * (an unclosed tag, text that is not XML) without a word.
 */
export function readXmlTree(text: string): { ok: true; tree: XmlTree } | { ok: false; problem: Problem } {
  const xml = text.replace(/^\uFEFF/, '');
  if (!xml.trimStart().startsWith('<')) {
    return { ok: false, problem: { line: 1, message: 'is not an XML file (it does not start with "<")' } };
  }
  // XMLValidator is deprecated in favour of the separate fast-xml-validator package; it is kept here so the
  // importer needs one dependency (the version is pinned).
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    return {
      ok: false,
      problem: { line: valid.err.line, message: `is not well-formed XML: ${valid.err.msg}` },
    };
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    captureMetaData: true,
    isArray: (name, _path, _isLeaf, isAttribute) => !isAttribute && REPEATED.has(name),
  });
  const document: unknown = parser.parse(xml);
  const [rootName, root] = Object.entries(isElement(document) ? document : {})[0] ?? [];
  if (rootName === undefined) return { ok: false, problem: { message: 'the XML document has no element' } };
  const lineStarts = [0];
  for (let i = xml.indexOf('\n'); i >= 0; i = xml.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  return {
    ok: true,
    tree: {
      rootName,
      root: isElement(root) ? root : {},
      lineOf: (element) => {
        const meta = (element as { readonly [key: symbol]: unknown })[META] as
          { startIndex?: number } | undefined;
        const start = meta?.startIndex;
        return start === undefined ? undefined : lineAt(lineStarts, start);
      },
    },
  };
}

/** Whether a parsed value is an element with children or attributes (not bare text). */
export function isElement(value: unknown): value is XmlElement {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The child elements named `name`, in document order. */
export function childrenOf(element: XmlElement | undefined, name: string): unknown[] {
  const value = element?.[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? (value as unknown[]) : [value];
}

/** The first child element named `name` that has children or attributes. */
export function childOf(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return childrenOf(element, name).find(isElement);
}

/** The trimmed text of a value (an element with attributes keeps it under `#text`); '' when it has none. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (isElement(value) && typeof value['#text'] === 'string') return value['#text'].trim();
  return '';
}

/** The text of the first child named `name`. */
export function childText(element: XmlElement | undefined, name: string): string {
  return textOf(childrenOf(element, name)[0]);
}

/** An attribute's trimmed value, or '' when absent. */
export function attributeOf(value: unknown, name: string): string {
  const attribute = isElement(value) ? value[`@${name}`] : undefined;
  return typeof attribute === 'string' ? attribute.trim() : '';
}

function lineAt(lineStarts: readonly number[], index: number): number {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((lineStarts[middle] ?? 0) <= index) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}
