import { describe, expect, it } from 'vitest';
import {
  CamposGrupoFac,
  crearEsquemaGrupoFac,
  EntradaDefinirFacPedido,
  EntradaIndicadorFac,
  EntradaResponderFac,
  excedeMaxPreguntas,
  FormularioResponderFac,
  nombreFacPedido,
} from './esquemas';
import { MENSAJES_FAC as M } from './mensajes';

const opcion = (calificacion = 5, texto = 'Sí') => ({ opcion: texto, calificacion });
const pregunta = (extra: Record<string, unknown> = {}) => ({
  titulo: '¿Tiene experiencia?',
  tipo: 1,
  clase: 1,
  opciones: [opcion(5), opcion(6, 'No')],
  ...extra,
});
const grupo = (extra: Record<string, unknown> = {}) => ({
  nombre: 'Operativos',
  tags: [1],
  preguntas: [pregunta()],
  ...extra,
});

function primerMensaje(
  datos: unknown,
  esquema: {
    safeParse: (d: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
  } = CamposGrupoFac,
) {
  const r = esquema.safeParse(datos);
  return r.success ? null : r.error?.issues[0]?.message;
}

describe('group form validation (spec 02 §5)', () => {
  it.each([
    ['valid group', grupo(), null],
    ['no name', grupo({ nombre: '   ' }), M.nombreRequerido],
    ['no questions', grupo({ preguntas: [] }), M.sinPreguntas],
    ['questions missing', grupo({ preguntas: undefined }), M.sinPreguntas],
    ['no tags', grupo({ tags: [] }), M.sinTags],
    ['question without title', grupo({ preguntas: [pregunta({ titulo: '' })] }), M.tituloRequerido],
    ['question without type', grupo({ preguntas: [pregunta({ tipo: undefined })] }), M.tipoRequerido],
    ['question with unknown type', grupo({ preguntas: [pregunta({ tipo: 2 })] }), M.tipoRequerido],
    ['question without class', grupo({ preguntas: [pregunta({ clase: undefined })] }), M.claseRequerida],
    ['question with class 3', grupo({ preguntas: [pregunta({ clase: 3 })] }), M.claseRequerida],
    ['question without options', grupo({ preguntas: [pregunta({ opciones: [] })] }), M.sinOpciones],
    [
      'option without text',
      grupo({ preguntas: [pregunta({ opciones: [opcion(3, ' ')] })] }),
      M.opcionRequerida,
    ],
    [
      'option without rating',
      grupo({ preguntas: [pregunta({ opciones: [{ opcion: 'Sí' }] })] }),
      M.calificacionRequerida,
    ],
    ['option rated 0', grupo({ preguntas: [pregunta({ opciones: [opcion(0)] })] }), M.calificacionRequerida],
    ['option rated 7', grupo({ preguntas: [pregunta({ opciones: [opcion(7)] })] }), M.calificacionRequerida],
  ])('%s', (_caso, datos, esperado) => {
    expect(primerMensaje(datos)).toBe(esperado);
  });

  it('quotes the spec messages exactly', () => {
    expect(M.sinPreguntas).toBe('Debe especificar preguntas');
    expect(M.sinOpciones).toBe('Todas las preguntas deben tener opciones');
    expect(M.sinTags).toBe('El grupo de preguntras filtro debe tener tags');
    expect(M.maxPreguntas(10)).toBe('Un grupo de preguntras filtro no puede tener mas de 10 preguntas.');
    expect(M.perfilSinFac).toBe('El perfil seleccionado no tiene preguntas filtro creadas');
  });

  it.each([
    [3, 3, null],
    [4, 3, M.maxPreguntas(3)],
    [10, 10, null],
  ])('%i questions with max_preg_fac %i', (n, max, esperado) => {
    const datos = grupo({ preguntas: Array.from({ length: n }, () => pregunta()) });
    expect(primerMensaje(datos, crearEsquemaGrupoFac(max))).toBe(esperado);
    expect(excedeMaxPreguntas(n, max)).toBe(esperado);
  });

  it('trims texts and defaults usar to true', () => {
    const r = CamposGrupoFac.parse(grupo({ nombre: '  Operativos  ' }));
    expect(r.nombre).toBe('Operativos');
    expect(r.preguntas[0]?.usar).toBe(true);
  });
});

describe('other FAC inputs', () => {
  it.each([
    [{ desde: '2026-01-01', hasta: '2026-01-31' }, null],
    [{ hasta: '2026-01-31' }, M.fechaInicioRequerida],
    [{ desde: '2026-01-01' }, M.fechaFinRequerida],
    [{ desde: '2026-02-01', hasta: '2026-01-31' }, M.rangoFechas],
  ])('indicator %j', (datos, esperado) => {
    expect(primerMensaje(datos, EntradaIndicadorFac)).toBe(esperado);
  });

  it.each([
    [{ pedidoId: 1, version: 2, modo: 'existente', grupoId: 3 }, null],
    [{ pedidoId: 1, version: 2, modo: 'nuevo', grupoId: 3, texto: 'Bogotá' }, null],
    [{ pedidoId: 1, version: 2, modo: 'nuevo', grupoId: 3, texto: '  ' }, M.textoRequerido],
    [{ pedidoId: 1, version: 2, modo: 'existente' }, M.grupoRequerido],
    [{ version: 2, modo: 'existente', grupoId: 3 }, M.pedidoRequerido],
  ])('define order FAC %j', (datos, esperado) => {
    expect(primerMensaje(datos, EntradaDefinirFacPedido)).toBe(esperado);
  });

  it('names a new order group with the job title plus the text', () => {
    expect(nombreFacPedido(' Auxiliar de bodega ', ' turno noche ')).toBe('Auxiliar de bodega turno noche');
    expect(nombreFacPedido('x'.repeat(300), 'y')).toHaveLength(255);
  });

  it.each([
    ['abcdefghijklmnopqrstuvwxyz', true],
    ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', false],
    ['abc', false],
    ["abcdefghijklmnopqrstuvwx' ", false],
  ])('token %s valid: %s', (token, valido) => {
    expect(
      EntradaResponderFac.safeParse({ token, respuestas: [{ preguntaId: 1, opcionId: 2 }] }).success,
    ).toBe(valido);
  });

  it('el formulario de respuestas nombra la pregunta sin responder y acepta la misma entrada que el servidor', () => {
    const token = 'abcdefghijklmnopqrstuvwxyz';
    const r = FormularioResponderFac.safeParse({
      token,
      respuestas: [{ preguntaId: 1, opcionId: 2 }, { preguntaId: 3 }],
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['respuestas.1.opcionId', M.respuestasIncompletas],
    ]);
    const completo = { token, respuestas: [{ preguntaId: 1, opcionId: 2 }] };
    expect(FormularioResponderFac.parse(completo)).toEqual(EntradaResponderFac.parse(completo));
  });
});
