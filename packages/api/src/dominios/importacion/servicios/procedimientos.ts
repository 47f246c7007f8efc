/** What the procedures call: each service with the batch read back for the screen. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { MENSAJES_IMPORTACION as M, type MapeoColumnas } from '@talento/rules';
import { registrarAuditoria } from '../../../nucleo/auditoria';
import type { ContextInner } from '../../../nucleo/context';
import type { ArchivoLeido } from '../../../nucleo/multipart/formulario';
import { analizarImportacion } from './analizar';
import { deshacerLote } from './deshacer';
import { filasDeBytes } from './lectura';
import { leerLote } from './lecturas';
import { cancelarLote, confirmarLote, descartarLote } from './estados-lote';

export async function analizarArchivo(
  em: EntityManager,
  usuarioId: number,
  e: { archivo: ArchivoLeido; sobrescribir: boolean; mapeo: MapeoColumnas },
  ahora: Date,
) {
  const r = await analizarImportacion(em, filasDeBytes(e.archivo.bytes, e.archivo.nombre), {
    archivo: e.archivo.nombre,
    usuarioId,
    sobrescribir: e.sobrescribir,
    mapeo: e.mapeo,
    ahora,
  });
  if (r.estado === 'mapear') return r;
  return { estado: r.estado, hojas: r.hojas, lote: await leerLote(em, r.loteId, ahora) };
}

type Contexto = Pick<ContextInner, 'em' | 'sesion' | 'ip'>;

/** Confirming, cancelling and undoing a batch are administration changes: each leaves its audit row. */
export async function confirmar(ctx: Contexto, loteId: number, ahora: Date) {
  await confirmarLote(ctx.em, loteId);
  const lote = await leerLote(ctx.em, loteId, ahora);
  await registrarAuditoria(
    ctx,
    'importacion.confirmar',
    'lote_importacion',
    { archivo: lote.archivo, filas: lote.porAplicar },
    loteId,
  );
  return lote;
}

export async function descartar(em: EntityManager, loteId: number, ahora: Date) {
  await descartarLote(em, loteId);
  return leerLote(em, loteId, ahora);
}

export async function cancelar(ctx: Contexto, loteId: number, ahora: Date) {
  await cancelarLote(ctx.em, loteId, ahora);
  await registrarAuditoria(ctx, 'importacion.cancelar', 'lote_importacion', undefined, loteId);
  return leerLote(ctx.em, loteId, ahora);
}

export async function deshacer(ctx: Contexto, loteId: number, ahora: Date) {
  const r = await deshacerLote(ctx.em, loteId, ahora);
  await registrarAuditoria(ctx, 'importacion.deshacer', 'lote_importacion', { ...r }, loteId);
  return { ...r, mensaje: M.deshecho };
}
