/**
 * WCAG 2.5.3 (label in name; axe's `label-content-name-mismatch`) read from the sources: an element that shows a
 * text and gives itself another name with `aria-label` must keep that text inside the name, or a person who says what
 * they see ("pulsar Quitar este día") cannot reach it by voice. axe only sees the elements on screen when it runs; this
 * reads every one. Checked where both are written in the source: an `aria-label` given as a string or a template (its
 * written parts; an interpolated value may be anything) and children made only of text and self-closing elements
 * (icons). Like axe, a text without two letters (↑, ✕, ×) is a symbol, not a label, and the comparison ignores case and
 * runs of spaces.
 */
import ts from 'typescript';

export interface NombreSinTexto {
  linea: number;
  texto: string;
  nombre: string;
}

const normal = (s: string) => s.replace(/\s+/g, ' ').trim().toLocaleLowerCase('es');

/** The written parts of the label, or null when it is not written in the source (a variable, a call). */
function partesDelNombre(inicial: ts.Expression | undefined): string[] | null {
  if (!inicial) return null;
  if (ts.isStringLiteral(inicial) || ts.isNoSubstitutionTemplateLiteral(inicial)) return [inicial.text];
  if (ts.isTemplateExpression(inicial))
    return [inicial.head.text, ...inicial.templateSpans.map((s) => s.literal.text)];
  return null;
}

function valorDeAtributo(a: ts.JsxAttribute): ts.Expression | undefined {
  const v = a.initializer;
  if (!v) return undefined;
  if (ts.isStringLiteral(v)) return v;
  if (ts.isJsxExpression(v)) return v.expression;
  return undefined;
}

/** The text the element shows, or null when a child may show something the source does not spell out. */
function textoVisible(hijos: ts.NodeArray<ts.JsxChild>): string | null {
  let texto = '';
  for (const h of hijos) {
    if (ts.isJsxText(h)) texto += ` ${h.text}`;
    else if (!ts.isJsxSelfClosingElement(h)) return null;
  }
  return normal(texto);
}

/** Elements of `codigo` (file `archivo`) whose `aria-label` leaves out the text they show. */
export function nombresSinTexto(codigo: string, archivo: string): NombreSinTexto[] {
  const fuente = ts.createSourceFile(archivo, codigo, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const encontrados: NombreSinTexto[] = [];
  const visitar = (n: ts.Node) => {
    if (ts.isJsxElement(n)) {
      const atributo = n.openingElement.attributes.properties.find(
        (p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText(fuente) === 'aria-label',
      );
      const partes = atributo ? partesDelNombre(valorDeAtributo(atributo)) : null;
      const texto = partes ? textoVisible(n.children) : null;
      if (partes && texto && (texto.match(/\p{L}/gu)?.length ?? 0) >= 2) {
        if (!partes.some((p) => normal(p).includes(texto)))
          encontrados.push({
            linea: fuente.getLineAndCharacterOfPosition(n.getStart(fuente)).line + 1,
            texto,
            nombre: atributo!.initializer!.getText(fuente),
          });
      }
    }
    ts.forEachChild(n, visitar);
  };
  visitar(fuente);
  return encontrados;
}
