import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PERMISOS_POR_GRUPO,
  GRUPO_PSICOLOGOS,
  GRUPO_RECLUTADORES,
  GRUPO_EJECUTIVOS_LIDER,
} from '../auth/grupos';
import {
  accionesDelUsuario,
  CamposCancelacion,
  EntradaCancelacion,
  EntradaCentroCosto,
  EntradaComentario,
  etapaDelPedido,
  etiquetasEvento,
  EVIDENCIA_CANCELACION,
  MENSAJES_DETALLE,
  ofreceDuplicar,
  tipoPorFirma,
  validarArchivoEvidencia,
  validarCentroCosto,
  visibilidadDeComentario,
} from './detalle';
import { MENSAJES_PEDIDOS } from './mensajes';

const TODOS = [
  'read_pedido_aprobar',
  'enviar_candidato_a_cliente',
  'read_pedido_cancelar',
  'change_pedido',
  'add_pedido',
];
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]);

describe('accionesDelUsuario', () => {
  it.each([
    [2, TODOS, ['avanzar', 'cancelar']],
    [3, TODOS, ['avanzar', 'cancelar']],
    [4, TODOS, ['finalizar', 'cancelar']],
    [1, TODOS, ['editar', 'aprobar', 'cancelar']],
    [111, TODOS, ['editar', 'aprobar', 'cancelar']],
    [0, TODOS, []],
    [5, TODOS, []],
    [2, [], []],
    [4, ['read_pedido_cancelar'], ['cancelar']],
    [3, ['enviar_candidato_a_cliente'], ['avanzar']],
  ])('estado %d con %j → %j', (estado, permisos, esperado) => {
    expect(accionesDelUsuario(estado, permisos)).toEqual(esperado);
  });

  it('reclutador: no cancel, no stage buttons; psicóloga moves stages but cannot cancel; ejecutivo cancels but cannot move stages', () => {
    expect(accionesDelUsuario(3, PERMISOS_POR_GRUPO[GRUPO_RECLUTADORES]!)).toEqual([]);
    expect(accionesDelUsuario(3, PERMISOS_POR_GRUPO[GRUPO_PSICOLOGOS]!)).toEqual(['avanzar']);
    expect(accionesDelUsuario(3, PERMISOS_POR_GRUPO[GRUPO_EJECUTIVOS_LIDER]!)).toEqual(['cancelar']);
  });
});

describe('ofreceDuplicar', () => {
  it('only cancelled, explicit add allowed and add_pedido', () => {
    expect(ofreceDuplicar(0, true, ['add_pedido'])).toBe(true);
    expect(ofreceDuplicar(0, false, ['add_pedido'])).toBe(false);
    expect(ofreceDuplicar(0, true, [])).toBe(false);
    for (const estado of [1, 111, 112, 2, 3, 4, 5])
      expect(ofreceDuplicar(estado, true, ['add_pedido'])).toBe(false);
  });
});

describe('etapaDelPedido', () => {
  const sin = { fechaEstado2: null, fechaEstado3: null, fechaEstado4: null };
  const d = new Date(2026, 0, 1);
  it.each([
    [1, sin, 1],
    [111, sin, 1],
    [112, sin, 1],
    [2, sin, 2],
    [3, sin, 3],
    [4, sin, 4],
    [5, sin, 5],
    [0, sin, 1],
    [0, { ...sin, fechaEstado2: d }, 2],
    [0, { fechaEstado2: d, fechaEstado3: d, fechaEstado4: null }, 3],
    [0, { fechaEstado2: d, fechaEstado3: d, fechaEstado4: d }, 4],
  ])('estado %d → etapa %#', (estado, fechas, etapa) => {
    expect(etapaDelPedido(estado, fechas)).toBe(etapa);
  });
});

describe('comments', () => {
  it('visible to the client → 0, otherwise 2', () => {
    expect(visibilidadDeComentario(true)).toBe(0);
    expect(visibilidadDeComentario(false)).toBe(2);
  });
  it('empty or blank text → "Debes escribir el comentario"', () => {
    for (const texto of ['', '   ', '\n\t']) {
      const r = EntradaComentario.safeParse({ id: 1, texto, visibleCliente: true });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(MENSAJES_PEDIDOS.escribirComentario);
    }
    expect(EntradaComentario.parse({ id: 1, texto: '  hola ' })).toEqual({
      id: 1,
      texto: 'hola',
      visibleCliente: false,
    });
  });
});

describe('cost centre', () => {
  it('required unless cancelled, at most 100 characters', () => {
    expect(validarCentroCosto('', 2)).toBe(MENSAJES_DETALLE.centroCostoRequerido);
    expect(validarCentroCosto('  ', 5)).toBe(MENSAJES_DETALLE.centroCostoRequerido);
    expect(validarCentroCosto('', 0)).toBeNull();
    expect(validarCentroCosto('CC-1', 3)).toBeNull();
    expect(EntradaCentroCosto.safeParse({ id: 1, version: 1, centroCosto: 'x'.repeat(101) }).success).toBe(
      false,
    );
    expect(
      EntradaCentroCosto.parse({ id: 1, version: 1, centroCosto: ` ${'x'.repeat(100)} ` }).centroCosto,
    ).toHaveLength(100);
  });
});

describe('event labels', () => {
  const ev = (
    tipo: number,
    estadoAnterior: number | null,
    estadoNuevo: number | null,
    pool: number | null = null,
    poolNuevo: number | null = null,
  ) => etiquetasEvento({ tipo, estadoAnterior, estadoNuevo, pool, poolNuevo });
  it('order states for type 0, candidate states for 4, pools for 3 and 5, nothing for 7', () => {
    expect(ev(0, 2, 3)).toEqual({ anterior: 'Preselección', nuevo: 'Selección' });
    expect(ev(0, null, 1)).toEqual({ anterior: null, nuevo: 'Solicitud y validación' });
    expect(ev(4, 0, 1)).toEqual({ anterior: 'Agregado a pedido', nuevo: 'Enviado a cliente' });
    expect(ev(3, null, null, 0, 1)).toEqual({ anterior: 'Preseleccionado', nuevo: 'Seleccionado' });
    expect(ev(5, null, null, 0)).toEqual({ anterior: 'Preseleccionado', nuevo: null });
    expect(ev(7, null, null)).toEqual({ anterior: null, nuevo: null });
  });
});

describe('cancellation fields', () => {
  it('accepts the six causes, as numbers or text (multipart)', () => {
    for (const causa of [0, 1, 2, 3, 4, 5, '0', '5']) {
      expect(CamposCancelacion.parse({ causa, razon: 'x' }).causa).toBe(Number(causa));
    }
  });
  it('refuses unknown, missing or empty causes', () => {
    for (const causa of [6, -1, '', null, undefined, 'abc', 1.5]) {
      const r = CamposCancelacion.safeParse({ causa, razon: 'x' });
      expect(r.success, String(causa)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(MENSAJES_DETALLE.causaRequerida);
    }
  });
  it('a written reason is required: "Debes escribir una razón"', () => {
    for (const razon of ['', '   ', null, undefined]) {
      const r = CamposCancelacion.safeParse({ causa: 1, razon });
      expect(r.error?.issues[0]?.message).toBe(MENSAJES_PEDIDOS.escribirRazon);
    }
  });
  it('id and version arrive as text', () => {
    expect(EntradaCancelacion.parse({ id: '12', version: '3', causa: '4', razon: ' r ' })).toEqual({
      id: 12,
      version: 3,
      causa: 4,
      razon: 'r',
    });
    expect(EntradaCancelacion.safeParse({ id: 'x', version: '3', causa: '4', razon: 'r' }).success).toBe(
      false,
    );
    expect(EntradaCancelacion.safeParse({ id: '0', version: '3', causa: '4', razon: 'r' }).success).toBe(
      false,
    );
  });
});

describe('evidence file', () => {
  it('recognises PDF, PNG and JPEG by their first bytes', () => {
    expect(tipoPorFirma(PDF)).toBe('application/pdf');
    expect(tipoPorFirma(PNG)).toBe('image/png');
    expect(tipoPorFirma(JPG)).toBe('image/jpeg');
    expect(tipoPorFirma(new TextEncoder().encode('MZ executable'))).toBeNull();
    expect(tipoPorFirma(new Uint8Array())).toBeNull();
  });

  it('accepts PDF, JPG and PNG up to 10 MB whose content matches', () => {
    expect(
      validarArchivoEvidencia({
        nombre: 'acta.pdf',
        tipoMime: 'application/pdf',
        tamano: PDF.length,
        bytes: PDF,
      }),
    ).toBeNull();
    expect(
      validarArchivoEvidencia({ nombre: 'foto.JPEG', tipoMime: 'image/jpeg', tamano: 5, bytes: JPG }),
    ).toBeNull();
    expect(
      validarArchivoEvidencia({
        nombre: 'foto.png',
        tipoMime: 'image/png',
        tamano: EVIDENCIA_CANCELACION.maxBytes,
      }),
    ).toBeNull();
  });

  it.each([
    [
      { nombre: 'a.pdf', tipoMime: 'application/pdf', tamano: EVIDENCIA_CANCELACION.maxBytes + 1 },
      MENSAJES_DETALLE.archivoGrande,
    ],
    [{ nombre: 'a.exe', tipoMime: 'application/x-msdownload', tamano: 10 }, MENSAJES_DETALLE.archivoTipo],
    [{ nombre: 'a.txt', tipoMime: 'application/pdf', tamano: 10 }, MENSAJES_DETALLE.archivoTipo],
    [{ nombre: 'a.pdf', tipoMime: 'image/png', tamano: 10 }, MENSAJES_DETALLE.archivoTipo],
    [{ nombre: 'sin-extension', tipoMime: 'application/pdf', tamano: 10 }, MENSAJES_DETALLE.archivoTipo],
    [{ nombre: 'a.pdf', tipoMime: 'application/pdf', tamano: 0 }, MENSAJES_DETALLE.archivoTipo],
    [{ nombre: 'a.pdf', tipoMime: 'application/pdf', tamano: 4, bytes: PNG }, MENSAJES_DETALLE.archivoTipo],
    [{ nombre: '', tipoMime: 'application/pdf', tamano: 4 }, MENSAJES_DETALLE.archivoNombre],
    [{ nombre: '../a.pdf', tipoMime: 'application/pdf', tamano: 4 }, MENSAJES_DETALLE.archivoNombre],
    [
      { nombre: `${'a'.repeat(252)}.pdf`, tipoMime: 'application/pdf', tamano: 4 },
      MENSAJES_DETALLE.archivoNombre,
    ],
  ])('%j → %s', (archivo, mensaje) => {
    expect(validarArchivoEvidencia(archivo)).toBe(mensaje);
  });

  // Direction marks that make "factura\u202Efdp.exe" read as "factura" + "exe.pdf" reversed, and control characters.
  it.each(['\u202E', '\u202D', '\u2066', '\u2069', '\u200F', '\u061C', '\u0000', '\u0007', '\n'])(
    'a file name with %j is refused',
    (c) => {
      expect(
        validarArchivoEvidencia({ nombre: `factura${c}fdp.pdf`, tipoMime: 'application/pdf', tamano: 4 }),
      ).toBe(MENSAJES_DETALLE.archivoNombre);
    },
  );

  it('any file above 10 MB is refused whatever its type (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: EVIDENCIA_CANCELACION.maxBytes + 1, max: 2 ** 31 }),
        fc.constantFrom(...EVIDENCIA_CANCELACION.tipos),
        (tamano, tipoMime) => {
          expect(validarArchivoEvidencia({ nombre: 'x.pdf', tipoMime, tamano })).toBe(
            MENSAJES_DETALLE.archivoGrande,
          );
        },
      ),
    );
  });
});
