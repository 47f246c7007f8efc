import type { EntradasExportacion, TipoExportacion } from '@talento/api';
import { descargarExportacion } from '@talento/conexion';
import { BotonExportar } from '@talento/ui';

/** "Exportar" of a client-portal list: the XLSX of `tipo` for the filters the screen applies now. */
export function Exportar<K extends TipoExportacion>({
  tipo,
  filtros,
  disabled,
}: {
  tipo: K;
  filtros: EntradasExportacion[K];
  disabled?: boolean;
}) {
  return (
    <BotonExportar exportar={() => descargarExportacion('cliente', tipo, filtros)} disabled={disabled} />
  );
}
