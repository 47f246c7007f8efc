import type { EntradasExportacion, TipoExportacion } from '@talento/api';
import { descargarExportacion } from '@talento/conexion';
import { BotonExportar } from '@talento/ui';

/**
 * "Exportar" of a staff list: the XLSX of `tipo` (a kind of packages/api/src/exportacion/registro.ts) for the filters
 * the screen applies now, every page of them.
 */
export function Exportar<K extends TipoExportacion>({
  tipo,
  filtros,
  disabled,
}: {
  tipo: K;
  filtros: EntradasExportacion[K];
  disabled?: boolean;
}) {
  return <BotonExportar exportar={() => descargarExportacion('staff', tipo, filtros)} disabled={disabled} />;
}
