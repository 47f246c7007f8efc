// ESLint rule `talento/alcance-en-su-modulo`: the fields of a client scope (`todos`, `ids` of `AlcanceClientes`,
// packages/rules/src/auth/alcance.ts) are read only by the API's scope module (packages/api/src/nucleo/sql/alcance.ts)
// and the rule itself. Anywhere else a scope written by hand is a second copy of the rule that can drift (a client
// filter forgotten, null clients treated differently): use filtroCliente / sqlAlcance / clientesDelAlcance /
// veTodosLosClientes… or `incluyeCliente`. Typed: it follows the property to its declaration, so a renamed variable, a
// narrowed union or a destructuring is caught as well.
import { ESLintUtils } from '@typescript-eslint/utils';

const DECLARADO_EN = /packages\/rules\/src\/auth\/alcance\.ts$/;
const CAMPOS = new Set(['todos', 'ids']);

/** @type {import('@typescript-eslint/utils').TSESLint.RuleModule<'aMano'>} */
export const alcanceEnSuModulo = {
  meta: {
    type: 'problem',
    messages: {
      aMano:
        'Alcance de clientes escrito a mano: use nucleo/sql/alcance.ts (filtroCliente, filtroClienteOpcional, sqlAlcance, sqlAlcanceOpcional, sqlEnAlcance, clientesDelAlcance, veTodosLosClientes, sinClientes) o incluyeCliente de @talento/rules.',
    },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    const servicios = ESLintUtils.getParserServices(context);
    const checker = servicios.program.getTypeChecker();
    const declaradoEnAlcance = (simbolo) =>
      !!simbolo?.declarations?.some((d) => DECLARADO_EN.test(d.getSourceFile().fileName));
    const esDelAlcance = (nodo) => {
      const ts = servicios.esTreeNodeToTSNodeMap.get(nodo);
      return declaradoEnAlcance(ts && checker.getSymbolAtLocation(ts));
    };
    /** `{ todos } = alcance`: the property of the destructured value's type (each member of a union). */
    const desestructuraAlcance = (patron, nombre) => {
      const tipo = servicios.getTypeAtLocation(patron);
      return (tipo.isUnion() ? tipo.types : [tipo]).some((t) => declaradoEnAlcance(t.getProperty(nombre)));
    };
    return {
      MemberExpression(nodo) {
        if (!nodo.computed && nodo.property.type === 'Identifier' && CAMPOS.has(nodo.property.name))
          if (esDelAlcance(nodo.property)) context.report({ node: nodo, messageId: 'aMano' });
      },
      'ObjectPattern > Property'(nodo) {
        if (!nodo.computed && nodo.key.type === 'Identifier' && CAMPOS.has(nodo.key.name))
          if (desestructuraAlcance(nodo.parent, nodo.key.name))
            context.report({ node: nodo, messageId: 'aMano' });
      },
    };
  },
};

export default { rules: { 'alcance-en-su-modulo': alcanceEnSuModulo } };
