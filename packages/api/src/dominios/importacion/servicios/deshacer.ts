/**
 * Undo a batch within DIAS_DESHACER_LOTE days (issue 36 §5), in one transaction: records it created are removed if
 * untouched since (a candidate or client edited in the product, or one an order already uses, stays), records it
 * updated go back to their previous values unless a later batch wrote them again. Newest first.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  Candidato,
  Ciudad,
  Cliente,
  ClienteContacto,
  Diplomado,
  EducacionSuperior,
  Experiencia,
  OtroEstudio,
  Postgrado,
  Sucursal,
} from '@talento/db';
import { DIAS_DESHACER_LOTE, EstadoLote, MENSAJES_IMPORTACION as M, sumarDiasInstante } from '@talento/rules';
import { AppError, noEncontrado } from '../../../nucleo/errors';
import { actualizarPorcentajesHv } from '../../hv';
import { arregloPg } from './arreglo';

export interface ResultadoDeshacer {
  eliminados: number;
  restaurados: number;
  conservados: number;
}

interface RegistroLeido {
  tabla: string;
  registro_id: number;
  creado: boolean;
  antes: Record<string, unknown> | null;
}

/** Still as the batch left it: the batch that last wrote it, not edited since. */
const INTACTO: Record<string, string> = {
  candidato: `lote_importacion_id = ? and updated_at <= importado_en + interval '1 second'`,
  cliente: 'lote_importacion_id = ? and version <= version_importada',
};

const ENTIDADES = {
  experiencia: Experiencia,
  educacion_superior: EducacionSuperior,
  postgrado: Postgrado,
  diplomado: Diplomado,
  otro_estudio: OtroEstudio,
  cliente_contacto: ClienteContacto,
} as const;

/** Deletes a created record if still intact; a foreign key that refuses (an order uses it) keeps it. */
async function eliminar(tx: EntityManager, r: RegistroLeido, loteId: number): Promise<boolean> {
  const condicion = INTACTO[r.tabla];
  await tx.execute('savepoint deshacer_registro', [], 'run');
  try {
    const sql = `delete from "${r.tabla}" where id = ?${condicion ? ` and ${condicion}` : ''}`;
    const res = await tx.execute<{ affectedRows?: number }>(
      sql,
      condicion ? [r.registro_id, loteId] : [r.registro_id],
      'run',
    );
    await tx.execute('release savepoint deshacer_registro', [], 'run');
    return (res.affectedRows ?? 0) > 0;
  } catch {
    await tx.execute('rollback to savepoint deshacer_registro', [], 'run');
    return false;
  }
}

async function restaurar(tx: EntityManager, r: RegistroLeido, loteId: number): Promise<boolean> {
  const antes = { ...(r.antes ?? {}) };
  if (r.tabla === 'candidato') {
    const c = await tx.findOne(
      Candidato,
      { id: r.registro_id, loteImportacionId: loteId },
      { populate: ['hojaDeVida'] },
    );
    if (!c) return false;
    const { hv, ciudadDondeVive, ...campos } = antes as {
      hv?: Record<string, unknown>;
      ciudadDondeVive?: number | null;
    };
    Object.assign(c, campos);
    if (ciudadDondeVive !== undefined)
      c.ciudadDondeVive = ciudadDondeVive === null ? null : tx.getReference(Ciudad, ciudadDondeVive);
    if (hv && c.hojaDeVida) Object.assign(c.hojaDeVida, hv);
    return true;
  }
  if (r.tabla === 'cliente') {
    const c = await tx.findOne(
      Cliente,
      { id: r.registro_id, loteImportacionId: loteId },
      { populate: ['sucursales'] },
    );
    if (!c) return false;
    const { ciudadId, sucursalAgregada, ...campos } = antes as {
      ciudadId?: number | null;
      sucursalAgregada?: number;
    };
    Object.assign(c, campos);
    if (ciudadId !== undefined) c.ciudad = ciudadId === null ? null : tx.getReference(Ciudad, ciudadId);
    if (sucursalAgregada !== undefined) c.sucursales.remove(tx.getReference(Sucursal, sucursalAgregada));
    return true;
  }
  const entidad = ENTIDADES[r.tabla as keyof typeof ENTIDADES];
  if (!entidad) return false;
  const e = await tx.findOne(entidad as never, r.registro_id);
  if (!e) return false;
  Object.assign(e as object, antes);
  return true;
}

export async function deshacerLote(
  em: EntityManager,
  loteId: number,
  ahora: Date,
): Promise<ResultadoDeshacer> {
  return em.transactional(async (tx) => {
    const [lote] = await tx.execute<{ estado: number; terminado_en: Date | null }[]>(
      'select estado, terminado_en from lote_importacion where id = ? for update',
      [loteId],
    );
    if (!lote) throw noEncontrado();
    const terminado = lote.estado === EstadoLote.TERMINADO || lote.estado === EstadoLote.CANCELADO;
    const vigente =
      lote.terminado_en !== null &&
      sumarDiasInstante(new Date(lote.terminado_en), DIAS_DESHACER_LOTE) > ahora;
    if (!terminado || !vigente) throw new AppError('BAD_REQUEST', M.loteNoDeshacible);
    const registros = await tx.execute<RegistroLeido[]>(
      'select tabla, registro_id, creado, antes from registro_importacion where lote_id = ? order by id desc',
      [loteId],
    );
    const r: ResultadoDeshacer = { eliminados: 0, restaurados: 0, conservados: 0 };
    const candidatos = new Set<number>();
    for (const reg of registros) {
      const hecho = reg.creado ? await eliminar(tx, reg, loteId) : await restaurar(tx, reg, loteId);
      if (!hecho) r.conservados++;
      else if (reg.creado) r.eliminados++;
      else r.restaurados++;
      if (reg.tabla === 'candidato' && !reg.creado && hecho) candidatos.add(reg.registro_id);
    }
    await tx.flush();
    for (const id of candidatos) await actualizarPorcentajesHv(tx, id);
    await tx.execute(
      `update candidato c set importado_en = c.updated_at where c.id = any(?::int[])`,
      [arregloPg([...candidatos])],
      'run',
    );
    await tx.execute(
      'update lote_importacion set estado = ?, deshecho_en = ? where id = ?',
      [EstadoLote.DESHECHO, ahora, loteId],
      'run',
    );
    return r;
  });
}
