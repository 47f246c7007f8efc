/**
 * Which named reports a user may see, as an ORM filter applied in the query: active, a flag the user holds, and a
 * client report only for users whose scope has that client (the same rule as `reporteVisible` in rules).
 */
import type { TipoReporteEmbebido } from '@talento/rules';
import type { UsuarioSesion } from '../../../../nucleo/context';
import { filtroClienteOpcional } from '../../../../nucleo/sql/alcance';

export function filtroReportesVisibles(
  usuario: UsuarioSesion,
  tipo?: TipoReporteEmbebido,
): Record<string, unknown> {
  const condiciones: Record<string, unknown>[] = [
    { activo: true },
    { permiso: { $in: [...usuario.permisos] } },
  ];
  if (tipo) condiciones.push({ esMerchandising: tipo === 'merchandising' });
  condiciones.push(filtroClienteOpcional(usuario.alcance));
  return { $and: condiciones };
}
