import type { EntityManager } from '@mikro-orm/postgresql';
import { SolicitudTitular } from '@talento/db';
import { diasHabilesRestantes, hoyIso, LIMITE_PENDIENTES, lunesDeSemana, sumarDias } from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';

/**
 * "Mis pendientes" of whoever handles data-subject requests (admin_datos_personales): the open ones due by the end
 * of this week, overdue ones included, that are theirs or nobody's yet; null for everyone else.
 */
export async function solicitudesPorVencer(em: EntityManager, usuario: UsuarioSesion, ahora: Date) {
  if (!usuario.permisos.includes('admin_datos_personales')) return null;
  const hoy = hoyIso(ahora);
  const [filas, total] = await em.findAndCount(
    SolicitudTitular,
    {
      estado: { $ne: 'respondida' },
      venceEn: { $lte: sumarDias(lunesDeSemana(hoy), 6) },
      $or: [{ responsable: null }, { responsable: usuario.id }],
    },
    { orderBy: { venceEn: 'asc', id: 'asc' }, limit: LIMITE_PENDIENTES },
  );
  return {
    total,
    filas: filas.map((s) => ({
      id: s.id,
      tipo: s.tipo,
      titular: s.titularNombre,
      venceEn: s.venceEn,
      diasRestantes: diasHabilesRestantes(hoy, s.venceEn),
    })),
  };
}
