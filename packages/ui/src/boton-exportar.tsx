import { useState } from 'react';
import { Boton } from './boton';
import { mostrarError } from './notificaciones';

export interface BotonExportarProps {
  /** Downloads the file of the list's current filters (the portal's `descargarExportacion`). */
  exportar: () => Promise<void>;
  disabled?: boolean;
}

/**
 * The one "Exportar" of every list: an XLSX of everything the current filters select (not only the page shown). Busy
 * while the server writes it; a refusal shows the usual error notice.
 */
export function BotonExportar({ exportar, disabled }: BotonExportarProps) {
  const [exportando, setExportando] = useState(false);
  return (
    <Boton
      variante="secundario"
      disabled={disabled}
      cargando={exportando}
      onClick={() => {
        setExportando(true);
        exportar()
          .catch(mostrarError)
          .finally(() => setExportando(false));
      }}
    >
      Exportar
    </Boton>
  );
}
