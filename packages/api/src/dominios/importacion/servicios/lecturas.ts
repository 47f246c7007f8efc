/** A batch as the screen shows it: counts of the dry run, progress of the commit (rows/s, time left), what can be done. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { DIAS_DESHACER_LOTE, EstadoLote, sumarDiasInstante, TAMANO_PAGINA_LOTES } from '@talento/rules';
import { noEncontrado } from '../../../nucleo/errors';
import type { LoteImportacionDto } from '../dto';

interface FilaLote {
  id: number;
  archivo: string;
  usuario: string | null;
  estado: number;
  sobrescribir: boolean;
  tipos: string[];
  total: number;
  nuevos: number;
  actualizados: number;
  sin_cambios: number;
  rechazados: number;
  repetidas: number;
  conservados: number;
  marcados: number;
  por_aplicar: number;
  aplicadas: number;
  cancelar: boolean;
  /** Raw SQL answers timestamps as text. */
  creado_en: string | Date;
  iniciado_en: string | Date | null;
  terminado_en: string | Date | null;
  deshecho_en: string | Date | null;
}

const SELECT_LOTE = `select l.*, nullif(trim(u.first_name || ' ' || u.last_name), '') as usuario
  from lote_importacion l left join usuario u on u.id = l.usuario_id`;

export function aLoteDto(f: FilaLote, ahora: Date): LoteImportacionDto {
  const fin = f.terminado_en ? new Date(f.terminado_en) : ahora;
  const segundos = f.iniciado_en
    ? Math.max(1, (fin.getTime() - new Date(f.iniciado_en).getTime()) / 1000)
    : 0;
  const filasPorSegundo = segundos > 0 ? Math.round(f.aplicadas / segundos) : 0;
  const faltan = Math.max(0, f.por_aplicar - f.aplicadas);
  const enCurso = f.estado === EstadoLote.EN_COLA || f.estado === EstadoLote.APLICANDO;
  const terminado = f.estado === EstadoLote.TERMINADO || f.estado === EstadoLote.CANCELADO;
  return {
    id: f.id,
    archivo: f.archivo,
    usuario: f.usuario,
    estado: f.estado,
    sobrescribir: f.sobrescribir,
    tipos: f.tipos,
    total: f.total,
    nuevos: f.nuevos,
    actualizados: f.actualizados,
    sinCambios: f.sin_cambios,
    rechazados: f.rechazados,
    repetidas: f.repetidas,
    conservados: f.conservados,
    marcados: f.marcados,
    porAplicar: f.por_aplicar,
    aplicadas: f.aplicadas,
    filasPorSegundo,
    segundosRestantes: enCurso && filasPorSegundo > 0 ? Math.ceil(faltan / filasPorSegundo) : null,
    cancelando: f.cancelar && enCurso,
    creadoEn: new Date(f.creado_en),
    terminadoEn: f.terminado_en ? new Date(f.terminado_en) : null,
    puedeConfirmar: f.estado === EstadoLote.ANALIZADO && f.por_aplicar > 0,
    puedeCancelar: enCurso && !f.cancelar,
    puedeDeshacer:
      terminado &&
      f.terminado_en !== null &&
      sumarDiasInstante(new Date(f.terminado_en), DIAS_DESHACER_LOTE) > ahora,
  };
}

export async function leerLote(em: EntityManager, loteId: number, ahora: Date): Promise<LoteImportacionDto> {
  const [f] = await em.execute<FilaLote[]>(`${SELECT_LOTE} where l.id = ?`, [loteId]);
  if (!f) throw noEncontrado();
  return aLoteDto(f, ahora);
}

/** The batches, newest first (the ones only analysed and then discarded are left out). */
export async function listarLotes(em: EntityManager, pagina: number, ahora: Date) {
  const [filas, [cuenta]] = await Promise.all([
    em.execute<FilaLote[]>(`${SELECT_LOTE} where l.estado <> ? order by l.id desc limit ? offset ?`, [
      EstadoLote.DESCARTADO,
      TAMANO_PAGINA_LOTES,
      (pagina - 1) * TAMANO_PAGINA_LOTES,
    ]),
    em.execute<{ n: number }[]>('select count(*)::int as n from lote_importacion where estado <> ?', [
      EstadoLote.DESCARTADO,
    ]),
  ]);
  return { filas: filas.map((f) => aLoteDto(f, ahora)), total: cuenta?.n ?? 0 };
}
