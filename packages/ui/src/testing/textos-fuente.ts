/**
 * Reads the texts a screen can show out of TypeScript sources (string and template literals, JSX text; not comments,
 * not class names, not import paths) and finds what issue 13 forbids in them: the tú voice and numbers formatted
 * outside packages/rules/src/formato.ts. Used by voz-y-formato.test.ts; kept apart so the test can prove on a
 * sample that each check does catch what it is meant to catch.
 */
import ts from 'typescript';

export interface Hallazgo {
  linea: number;
  regla: 'tuteo' | 'formato-numero' | 'porcentaje';
  texto: string;
}

/** Tú forms wherever they appear (possessives, pronouns, second-person verbs). */
const TU_SIEMPRE =
  /(?<![\p{L}\p{N}_-])(tu|tus|tú|ti|contigo|tuyo|tuya|puedes|debes|tienes|quieres|deseas|estás|eres|necesitas|podrás|deberás|liberas|copiaste|ingresaste)(?![\p{L}\p{N}_-])/giu;
/**
 * Tú imperatives, only where an instruction starts (start of the text, after a sentence mark or after y/e/o): in
 * the middle of a sentence some of these are a third person ("la pregunta que completa…", "no se usa").
 */
const TU_IMPERATIVO =
  /(?:^|[.;:!?¡¿(—–]\s*|\s[yeo]\s+)(ingresa|revisa|recarga|intenta|inténtalo|selecciona|escribe|elige|escoge|busca|verifica|recuerda|usa|vuelve|haz|llena|agrega|sube|adjunta|solicita|confirma|elimina|pulsa|presiona|asegúrate|comunícate|contacta)(?![\p{L}\p{N}_-])/giu;

/** An acronym (TI, TU) is not a pronoun. */
const esSigla = (palabra: string) => palabra.length > 1 && palabra === palabra.toUpperCase();

/** SQL in a template (`select … from …` with aliases such as `ti`): not a text anyone reads. */
const SQL = /\bselect\b[\s\S]*\bfrom\b/i;

export function tieneTuteo(texto: string): boolean {
  if (SQL.test(texto)) return false;
  for (const m of texto.matchAll(TU_SIEMPRE)) if (!esSigla(m[1]!)) return true;
  for (const m of texto.matchAll(TU_IMPERATIVO)) if (!esSigla(m[1]!)) return true;
  return false;
}

/** Properties whose `${n}%` is a CSS length (a bar's width), not a figure a person reads. */
const CSS =
  /^(width|height|left|right|top|bottom|minWidth|maxWidth|minHeight|maxHeight|flexBasis|inset|columnWidth)$/;

function dentroDeEstilo(n: ts.Node): boolean {
  for (let p: ts.Node | undefined = n.parent; p; p = p.parent) {
    if (ts.isJsxAttribute(p) && (p.name.getText() === 'style' || p.name.getText() === 'className'))
      return true;
    if (ts.isPropertyAssignment(p) && CSS.test(p.name.getText())) return true;
  }
  return false;
}

function esClaseOModulo(n: ts.Node): boolean {
  const p = n.parent;
  if (!p) return false;
  if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isExternalModuleReference(p)) return true;
  if (ts.isCallExpression(p) && p.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
  return dentroDeEstilo(n);
}

const LLAMADAS_DE_FORMATO = new Set(['toFixed', 'toLocaleString', 'toPrecision']);

/** What the source `codigo` (file `archivo`, .ts or .tsx) shows that the house rules forbid; `permitidos` are exempt. */
export function hallazgos(
  codigo: string,
  archivo: string,
  permitidos: ReadonlySet<string> = new Set(),
): Hallazgo[] {
  const fuente = ts.createSourceFile(
    archivo,
    codigo,
    ts.ScriptTarget.Latest,
    true,
    archivo.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const encontrados: Hallazgo[] = [];
  const anotar = (n: ts.Node, regla: Hallazgo['regla'], texto: string) =>
    encontrados.push({
      linea: fuente.getLineAndCharacterOfPosition(n.getStart(fuente)).line + 1,
      regla,
      texto: texto.trim().slice(0, 120),
    });

  const visitar = (n: ts.Node) => {
    let texto: string | null = null;
    if (
      ts.isStringLiteral(n) ||
      ts.isNoSubstitutionTemplateLiteral(n) ||
      ts.isTemplateHead(n) ||
      ts.isTemplateMiddle(n) ||
      ts.isTemplateTail(n)
    )
      texto = n.text;
    else if (ts.isJsxText(n)) texto = n.text;
    // A template's parts are judged with the whole template in view (a SQL query split by its parameters).
    const plantilla =
      ts.isTemplateHead(n) || ts.isTemplateMiddle(n) || ts.isTemplateTail(n)
        ? n.parent.parent.getText(fuente)
        : '';
    if (
      texto !== null &&
      !esClaseOModulo(n) &&
      !permitidos.has(texto.trim()) &&
      !SQL.test(plantilla) &&
      tieneTuteo(texto)
    )
      anotar(n, 'tuteo', texto);

    // n.toFixed(2), n.toLocaleString('es-CO'), new Intl.NumberFormat(…): a second number format beside formato.ts.
    if (
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      LLAMADAS_DE_FORMATO.has(n.expression.name.text)
    )
      anotar(n, 'formato-numero', n.getText(fuente));
    if (ts.isNewExpression(n) && n.expression.getText(fuente) === 'Intl.NumberFormat')
      anotar(n, 'formato-numero', n.getText(fuente));

    // `${n}%` / `${n} %` and {n}% in JSX: a percentage written by hand instead of formatoPorcentaje.
    if ((ts.isTemplateMiddle(n) || ts.isTemplateTail(n)) && /^\s?%/.test(n.text) && !dentroDeEstilo(n))
      anotar(n.parent.parent, 'porcentaje', n.parent.parent.getText(fuente));
    if (ts.isJsxExpression(n) && n.expression && n.parent) {
      const hermanos = n.parent
        .getChildren(fuente)
        .flatMap((c) => (c.kind === ts.SyntaxKind.SyntaxList ? c.getChildren(fuente) : [c]));
      const siguiente = hermanos[hermanos.indexOf(n) + 1];
      if (siguiente && ts.isJsxText(siguiente) && /^\s?%/.test(siguiente.text))
        anotar(n, 'porcentaje', `${n.getText(fuente)}${siguiente.text.trim()}`);
    }
    ts.forEachChild(n, visitar);
  };
  visitar(fuente);
  return encontrados;
}
