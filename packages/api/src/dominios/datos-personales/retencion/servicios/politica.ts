import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Auditoria, PoliticaRetencion } from '@talento/db';
import { MENSAJES_RETENCION, type EntradaPoliticaRetencion } from '@talento/rules';
import type { z } from 'zod';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { conflicto } from '../../../../nucleo/errors';
import type { PoliticaRetencionDto } from '../dto';

type Politica = z.infer<typeof PoliticaRetencionDto>;

/** The policy row (id 1; the migration creates it, the seed of an empty base too). */
export async function leerPolitica(em: EntityManager): Promise<Politica> {
  const p = await em.findOne(PoliticaRetencion, { id: 1 }, { refresh: true });
  if (!p) return { activa: false, anosSinActualizar: 5, diasAviso: 30, version: 0, modificadoEn: null };
  return {
    activa: p.activa,
    anosSinActualizar: p.anosSinActualizar,
    diasAviso: p.diasAviso,
    version: p.version,
    modificadoEn: p.modificadoEn ?? null,
  };
}

/** Saves the policy with its audit row (before → after); a stale form gets CONFLICT and nothing changes. */
export async function guardarPolitica(
  em: EntityManager,
  usuario: UsuarioSesion,
  ip: string,
  e: z.output<typeof EntradaPoliticaRetencion>,
  ahora: Date,
): Promise<{ mensaje: string; version: number }> {
  return em.transactional(async (tx) => {
    let p = await tx.findOne(PoliticaRetencion, { id: 1 }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!p) p = tx.create(PoliticaRetencion, { id: 1, activa: false, anosSinActualizar: 5, diasAviso: 30 });
    else if (p.version !== e.version) throw conflicto();
    const antes = { activa: p.activa, anosSinActualizar: p.anosSinActualizar, diasAviso: p.diasAviso };
    p.activa = e.activa;
    p.anosSinActualizar = e.anosSinActualizar;
    p.diasAviso = e.diasAviso;
    p.modificadoPorId = usuario.id;
    p.modificadoEn = ahora;
    tx.create(Auditoria, {
      usuarioId: usuario.id,
      accion: 'politica_retencion.editar',
      recurso: 'politica_retencion',
      recursoId: '1',
      detalle: {
        antes,
        despues: { activa: e.activa, anosSinActualizar: e.anosSinActualizar, diasAviso: e.diasAviso },
      },
      ip,
    });
    await tx.flush();
    return { mensaje: MENSAJES_RETENCION.guardada, version: p.version };
  });
}
