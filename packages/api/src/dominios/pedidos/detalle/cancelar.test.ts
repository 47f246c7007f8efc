/** pedidos.cancelar (multipart FormData) and pedidos.evidenciaCancelacion. */
import { createTestDatabase, type TestDatabase } from '@talento/db/testing';
import { EVIDENCIA_CANCELACION, MENSAJES, MENSAJES_DETALLE, MENSAJES_PEDIDOS } from '@talento/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDe, formaDeError, type TestSession, sesionesStaff } from '../../../testing';
import { CLIENTE_POR_DEFECTO, fabricasDe, type Fabricas } from '../../../testing/fabricas';
import {
  CLIENTES_PSICOLOGA,
  CLIENTES_RECLUTADOR,
  eventosDe,
  fallarInsercion,
  filaPedido,
  idUsuario,
  sql,
} from '../../../testing/pedido-detalle';

let db: TestDatabase;
let jefe: TestSession;
let ejecutivo: TestSession;
let reclutador: TestSession;
let psicologa: TestSession;
let jefeId: number;
let fabricas: Fabricas;

const CLIENTES_EJECUTIVO = ['900123456', '890301234', '860012345', '802004567', '900876543'];
/** Confecciones del Valle: a client of the executive, not of the psychologist. */
const CLIENTE_FUERA_PSICOLOGA = '860012345';
/** A client of the psychologist and the recruiter, not of the executive. */
const CLIENTE_FUERA_EJECUTIVO = '901234567';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function formulario(
  p: { id: number; version: number },
  campos: Record<string, string | File> = {},
): FormData {
  const fd = new FormData();
  const base = {
    id: String(p.id),
    version: String(p.version),
    causa: '2',
    razon: 'El cliente contrató directamente.',
  };
  for (const [k, v] of Object.entries({ ...base, ...campos })) fd.set(k, v);
  return fd;
}

const archivosDe = async (pedidoId: number) =>
  sql<{
    id: number;
    nombre: string;
    tipo_mime: string;
    tamano: number;
    subido_por_id: number;
    contenido: Buffer;
  }>(db, 'select * from archivo_evidencia_cancelacion where pedido_id = ? order by id', [pedidoId]);

beforeAll(async () => {
  db = await createTestDatabase('pedidos-cancelar');
  [jefe, ejecutivo, reclutador, psicologa] = await sesionesStaff(
    db.orm,
    'jefe',
    'ejecutivo',
    'reclutador',
    'psicologa',
  );
  jefeId = await idUsuario(db, 'jefe');
  fabricas = fabricasDe(db.orm);
  expect(CLIENTES_PSICOLOGA).not.toContain(CLIENTE_FUERA_PSICOLOGA);
  expect(CLIENTES_EJECUTIVO).not.toContain(CLIENTE_FUERA_EJECUTIVO);
  expect(CLIENTES_EJECUTIVO).toContain(CLIENTE_POR_DEFECTO);
  expect(CLIENTES_RECLUTADOR).toContain(CLIENTE_POR_DEFECTO);
});
afterAll(async () => {
  await db?.drop();
});

describe('pedidos.cancelar', () => {
  it('stores cause, written reason, actor, date, the evidence file and a type-0 event', async () => {
    // Of a client outside the psychologist's: the download is refused to her.
    const p = await fabricas.pedido({ estado: 3, cliente: CLIENTE_FUERA_PSICOLOGA });
    const antes = (await eventosDe(db, p.id)).length;
    const archivo = new File([PDF], 'acta-cancelacion.pdf', { type: 'application/pdf' });
    const r = await jefe.caller.pedidos.cancelar(
      formulario(p, { causa: '2', razon: '  El cliente contrató directamente.  ', archivo }),
    );
    expect(r).toMatchObject({ id: p.id, estado: 0, mensaje: MENSAJES_DETALLE.cancelado });

    const f = await filaPedido(db, p.id);
    expect(f).toMatchObject({
      estado_pedido: 0,
      causa_cancelacion: 2,
      razon_escrita_cancelacion: 'El cliente contrató directamente.',
      actor_cancelacion_id: jefeId,
    });
    expect(f.fecha_cancelacion).not.toBeNull();
    const archivos = await archivosDe(p.id);
    expect(archivos).toHaveLength(1);
    expect(archivos[0]).toMatchObject({
      nombre: 'acta-cancelacion.pdf',
      tipo_mime: 'application/pdf',
      tamano: PDF.length,
      subido_por_id: jefeId,
    });
    expect(Buffer.from(archivos[0]!.contenido).equals(PDF)).toBe(true);
    // Type-4 events of the candidates the cancellation frees are checked in cierre.test.ts.
    expect((await eventosDe(db, p.id)).slice(antes).filter((e) => e.tipo_evento === 0)).toMatchObject([
      { tipo_evento: 0, estado_anterior: 3, estado_nuevo: 0, actor_id: jefeId },
    ]);

    const detalle = await jefe.caller.pedidos.detalle({ id: p.id });
    expect(detalle.cancelacion).toMatchObject({
      causa: 2,
      causaEtiqueta: 'Contratación directa del cliente',
      razon: 'El cliente contrató directamente.',
      actor: 'Juliana Restrepo Gómez',
      archivos: [{ nombre: 'acta-cancelacion.pdf', tipoMime: 'application/pdf', tamano: PDF.length }],
    });
    expect(detalle.acciones).toEqual([]);
    expect(detalle.puedeDuplicar).toBe(true);

    // Download, scoped through the order.
    const id = detalle.cancelacion!.archivos[0]!.id;
    const descarga = await jefe.caller.pedidos.evidenciaCancelacion({ id });
    expect(descarga).toEqual({
      nombre: 'acta-cancelacion.pdf',
      tipoMime: 'application/pdf',
      base64: PDF.toString('base64'),
    });
    expect((await errorDe(psicologa.caller.pedidos.evidenciaCancelacion({ id }))).code).toBe('NOT_FOUND');
    expect((await errorDe(jefe.caller.pedidos.evidenciaCancelacion({ id: 999_999 }))).code).toBe('NOT_FOUND');
  });

  it('without a file (or an empty file input) cancels with no evidence row', async () => {
    const p = await fabricas.pedido({ estado: 2 });
    const vacio = new File([], '', { type: 'application/octet-stream' });
    const r = await ejecutivo.caller.pedidos.cancelar(formulario(p, { causa: '4', archivo: vacio }));
    expect(r.estado).toBe(0);
    expect(await archivosDe(p.id)).toEqual([]);
    expect((await filaPedido(db, p.id)).causa_cancelacion).toBe(4);
  });

  it.each([
    [
      'too large',
      () =>
        new File([Buffer.concat([PDF, Buffer.alloc(EVIDENCIA_CANCELACION.maxBytes)])], 'grande.pdf', {
          type: 'application/pdf',
        }),
      MENSAJES_DETALLE.archivoGrande,
    ],
    [
      'wrong type',
      () => new File([Buffer.from('MZ\x90\x00')], 'virus.exe', { type: 'application/x-msdownload' }),
      MENSAJES_DETALLE.archivoTipo,
    ],
    [
      'content that is not what it says',
      () => new File([Buffer.from('<html></html>')], 'falso.pdf', { type: 'application/pdf' }),
      MENSAJES_DETALLE.archivoTipo,
    ],
  ])('an invalid file (%s) writes nothing', async (_caso, crear, mensaje) => {
    const p = await fabricas.pedido({ estado: 4 });
    const antes = await eventosDe(db, p.id);
    const e = await errorDe(jefe.caller.pedidos.cancelar(formulario(p, { archivo: crear() })));
    expect(e.code).toBe('BAD_REQUEST');
    expect(formaDeError(e).data.campos).toEqual({ archivo: [mensaje] });
    expect((await filaPedido(db, p.id)).estado_pedido).toBe(4);
    expect(await archivosDe(p.id)).toEqual([]);
    expect(await eventosDe(db, p.id)).toEqual(antes);
  });

  it('if storing the file fails nothing is cancelled (same transaction)', async () => {
    const p = await fabricas.pedido({ estado: 4 });
    const quitar = await fallarInsercion(db, 'archivo_evidencia_cancelacion', p.id);
    const antes = await eventosDe(db, p.id);
    try {
      const archivo = new File([PDF], 'acta.pdf', { type: 'application/pdf' });
      await errorDe(jefe.caller.pedidos.cancelar(formulario(p, { archivo })));
    } finally {
      await quitar();
    }
    expect(await filaPedido(db, p.id)).toMatchObject({
      estado_pedido: 4,
      version: p.version,
      causa_cancelacion: null,
      fecha_cancelacion: null,
    });
    expect(await eventosDe(db, p.id)).toEqual(antes);
    expect(await archivosDe(p.id)).toEqual([]);
  });

  it('"Debes escribir una razón", a cause of the catalogue and a form are required', async () => {
    const p = await fabricas.pedido({ estado: 2 });
    const sinRazon = await errorDe(jefe.caller.pedidos.cancelar(formulario(p, { razon: '   ' })));
    expect(formaDeError(sinRazon).data.campos).toEqual({ razon: [MENSAJES_PEDIDOS.escribirRazon] });
    const sinCausa = await errorDe(jefe.caller.pedidos.cancelar(formulario(p, { causa: '9' })));
    expect(formaDeError(sinCausa).data.campos).toEqual({ causa: [MENSAJES_DETALLE.causaRequerida] });
    const json = await errorDe(
      jefe.caller.pedidos.cancelar({ id: p.id, version: p.version, causa: 1, razon: 'x' } as never),
    );
    expect(json.code).toBe('BAD_REQUEST');
    expect((await filaPedido(db, p.id)).estado_pedido).toBe(2);
  });

  it('a multi-city parent (111) cancels its open city lines (112) too, each with its event', async () => {
    const p = await fabricas.pedido({ lineas: 3 });
    expect(p.estado).toBe(111);
    const hijos = await sql<{ id: number }>(
      db,
      'select id from pedido where pedido_padre_id = ? order by id',
      [p.id],
    );
    expect(hijos).toHaveLength(2);
    await jefe.caller.pedidos.cancelar(formulario(p, { causa: '0' }));
    for (const h of [p, ...hijos]) {
      expect(await filaPedido(db, h.id)).toMatchObject({
        estado_pedido: 0,
        causa_cancelacion: 0,
        actor_cancelacion_id: jefeId,
      });
      expect((await eventosDe(db, h.id)).at(-1)).toMatchObject({ tipo_evento: 0, estado_nuevo: 0 });
    }
  });

  it('a stale version answers CONFLICT and changes nothing', async () => {
    const p = await fabricas.pedido({ estado: 3 });
    const e = await errorDe(jefe.caller.pedidos.cancelar(formulario({ id: p.id, version: p.version + 1 })));
    expect(e.code).toBe('CONFLICT');
    expect(e.message).toBe(MENSAJES.errores.conflicto);
    expect((await filaPedido(db, p.id)).estado_pedido).toBe(3);
  });

  it('reclutador (no read_pedido_cancelar) is FORBIDDEN even on his own clients; nothing changes', async () => {
    const p = await fabricas.pedido({ estado: 3 });
    const e = await errorDe(reclutador.caller.pedidos.cancelar(formulario(p)));
    expect(e.code).toBe('FORBIDDEN');
    expect((await filaPedido(db, p.id)).estado_pedido).toBe(3);
  });

  it('an order of a client outside the scope is NOT_FOUND', async () => {
    const p = await fabricas.pedido({ estado: 2, cliente: CLIENTE_FUERA_EJECUTIVO });
    expect((await errorDe(ejecutivo.caller.pedidos.cancelar(formulario(p)))).code).toBe('NOT_FOUND');
    expect((await filaPedido(db, p.id)).estado_pedido).toBe(2);
  });
});
