/**
 * Issue 13 guard: both portals speak to the user as usted, and numbers, scores and percentages have one Colombian
 * format (packages/rules/src/formato.ts: formatoNumero, formatoPorcentaje, formatoDinero). Scans every source a
 * screen's text can come from; a tú form or a hand-made number format anywhere fails the test with its place.
 */
import { describe, expect, it } from 'vitest';
import { fuentesDe, leerFuente } from './testing/fuentes-del-repo';
import { hallazgos, tieneTuteo } from './testing/textos-fuente';

const CARPETAS = [
  'apps/staff/src',
  'apps/cliente/src',
  'packages/ui/src',
  'packages/rules/src',
  'packages/conexion/src',
  'packages/api/src',
];
/** The one module that formats numbers (and the date module, which formats dates with its own library). */
const FORMATEADORES = ['packages/rules/src/formato.ts', 'packages/rules/src/fechas/'];
/**
 * E-mails to candidates are documents with their own templates, not screens of either portal (docs/decisiones/interfaz.md,
 * issue 13); they are left out of the voice check only.
 */
const CORREOS_A_CANDIDATOS = [
  'packages/api/src/dominios/candidatos-pedido/servicios/envio-correo.ts',
  'packages/api/src/dominios/candidatos-pedido/servicios/espontaneos.ts',
];

/**
 * Messages the spec quotes verbatim in the tú voice (typos included): the product keeps them exactly as quoted.
 * Anything else in tú fails.
 */
const DEL_SPEC = new Set([
  'Revisa tus credenciales o permisos', // 03 §8
  'Ocurrio un error al recibir tus permisos', // 03 §8
  'Verifica tu conexión a Internet o tus permisos', // 03 §8
  'Error al traer los indicadores, verifica tu conexión', // 03 §8
  'Estas seguro que deseas salir de la página actual?', // 03 §2
  'No tienes los permisos para acceder a esta pagina', // 03 §6
  'Por favor llena los campos', // 03 §5
  'Por favor ingresa un correo electrónico valido', // 03 §5
  'Debes seleccionar un pedido', // 03 §5
  'Debes seleccionar primero un mercaderista', // 03 §5
  'Debes llenar ambos campos para crear el requerimiento', // 03 §5
  'Debes escribir el comentario', // 01 §5, 03 §5
  'Debes slecionar una marca', // 03 §5
  'Debes escribir una razón', // 01 §8
  'Debes tener al menos 1 candidato seleccionado', // 01 §4
  'No tienes ningún pedido cancelado.', // 01
  'Recuerda que cuando liberas al candidato del pedido actual, no podrás seguir realizándole gestión para este pedido', // 01 §8
  'Selecciona un cliente', // 02 §5
  'Selecciona un cargo', // 02 §5
  'Selecciona un cliente para cargar los perfiles.', // 02 §2
]);

const todas = fuentesDe(CARPETAS, {
  extension: /\.tsx?$/,
  omitir: ['node_modules', 'dist', 'testing', 'seeders'],
});
const encontrados = todas.flatMap((archivo) =>
  hallazgos(leerFuente(archivo), archivo, DEL_SPEC).map((h) => ({
    archivo,
    ...h,
  })),
);
const lugar = (h: (typeof encontrados)[number]) => `${h.archivo}:${h.linea}  ${h.texto}`;

describe('voz (usted) y formato colombiano de números en ambos portales', () => {
  it('reads the sources it is meant to (both apps, ui, rules, api)', () => {
    for (const c of CARPETAS) expect(todas.filter((a) => a.startsWith(c)).length, c).toBeGreaterThan(0);
  });

  it('no screen text uses tú (only the messages the spec quotes verbatim keep it)', () => {
    const tuteo = encontrados.filter((h) => h.regla === 'tuteo' && !CORREOS_A_CANDIDATOS.includes(h.archivo));
    expect(tuteo.map(lugar)).toEqual([]);
  });

  it('numbers are formatted only by packages/rules/src/formato.ts (no toFixed, toLocaleString, Intl.NumberFormat elsewhere)', () => {
    const fuera = encontrados.filter(
      (h) => h.regla === 'formato-numero' && !FORMATEADORES.some((f) => h.archivo.startsWith(f)),
    );
    expect(fuera.map(lugar)).toEqual([]);
  });

  it('percentages go through formatoPorcentaje (no `${n}%` nor {n}% by hand)', () => {
    // The server writes `%…%` only as SQL LIKE patterns; screens and their rules are what is checked here.
    const aMano = encontrados.filter(
      (h) =>
        h.regla === 'porcentaje' &&
        !h.archivo.startsWith('packages/api/') &&
        !FORMATEADORES.some((f) => h.archivo.startsWith(f)),
    );
    expect(aMano.map(lugar)).toEqual([]);
  });

  it('the checks catch what they are for (so a passing run means something)', () => {
    const muestra = `
      import x from './tu';
      const a = 'Revisa tu correo';
      const b = 'Selecciona una opción';
      const c = 'No se usa; usa los filtros';
      const d = n.toFixed(2) + m.toLocaleString('es-CO') + new Intl.NumberFormat('es-CO').format(1);
      const e = \`\${p} %\`;
      const f = <p className="tu">{v}% <span>Puedes seguir</span></p>;
      const g = <div style={{ width: \`\${v}%\` }} />;
      const h = 'Seleccione una opción. Su sesión terminó. La pregunta que completa el grupo. Área de TI';
    `;
    const r = hallazgos(muestra, 'muestra.tsx');
    expect(r.filter((h) => h.regla === 'tuteo').map((h) => h.texto)).toEqual([
      'Revisa tu correo',
      'Selecciona una opción',
      'No se usa; usa los filtros',
      'Puedes seguir',
    ]);
    expect(r.filter((h) => h.regla === 'formato-numero')).toHaveLength(3);
    expect(r.filter((h) => h.regla === 'porcentaje').map((h) => h.texto)).toEqual(['`${p} %`', '{v}%']);
    expect(tieneTuteo('Debe escribir el motivo del rechazo')).toBe(false);
    expect(tieneTuteo('Debes escribir el motivo del rechazo')).toBe(true);
    expect(hallazgos("const a = 'Revisa tus credenciales o permisos';", 'a.ts', DEL_SPEC)).toEqual([]);
    expect(tieneTuteo('select ti.nombre from tipo ti')).toBe(false);
  });
});
