/**
 * The columns of `/stock/cliente` (listar.ts), each declared once: `columnasPerfilesStock` go to the screen as the
 * statement answers them (their schema is part of PerfilStockFilaDto), `AUXILIARES_PERFILES_STOCK` are read to build
 * the client, profile and city references. The "próximos" count takes its range condition from the statement (its days
 * are parameters), so the columns are a function of it; their schema does not depend on it.
 */
import { col } from '../../../../nucleo/sql/columnas';

const activos = `from candidato_perfil_stock x where x.perfil_stock_id = ps.id and x.estado = 1`;

/** `proximosEnRango`: the condition on x.vigencia_stock of the first validity range (sqlEnRangoVigencia). */
export function columnasPerfilesStock(proximosEnRango: string) {
  return {
    id: col.numero('ps.id'),
    version: col.numero('ps.version'),
    vigencia: col.numero('ps.vigencia'),
    meta: col.numero('ps.meta'),
    media: col.numero('ps.media'),
    baja: col.numero('ps.baja'),
    pedidoAutomatico: col.booleano('ps.pedido_automatico'),
    /** Active pool size. */
    candidatos: col.numero(`(select count(*)::int ${activos})`),
    /** Active candidates whose validity ends within the first range (RANGO_PROXIMOS). */
    proximos: col.numero(`(select count(*)::int ${activos}
            and ${proximosEnRango})`),
    /** Level stored by the last recompute and when (null before the first). */
    nivelGuardado: col.numeroONulo('ps.nivel'),
    nivelCalculadoEn: col.instanteONulo('ps.nivel_calculado_en'),
  };
}

export const AUXILIARES_PERFILES_STOCK = {
  clienteId: col.numero('ps.cliente_id'),
  clienteNombre: col.texto('c.nombre'),
  perfilId: col.numero('ps.perfil_id'),
  perfilNombre: col.texto('pf.nombre_cargo_perfil'),
  ciudadId: col.numero('ps.ciudad_id'),
  ciudadNombre: col.texto('ci.nombre'),
  ciudadDepartamento: col.texto('ci.departamento'),
};
