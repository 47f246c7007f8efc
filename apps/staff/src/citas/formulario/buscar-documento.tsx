import { useState } from 'react';
import { DocumentoCita } from '@talento/rules';
import { Boton, CampoTexto } from '@talento/ui';

interface Props {
  onBuscar: (documento: string) => void;
  buscando: boolean;
  /** The server's refusal ("Este candidato ya está contratado"…), shown under the box. */
  negativa: string | undefined;
  /** The document the box starts with (reception's "Crear cita" for a walk-in passes the one it typed). */
  inicial?: string;
}

/** The numeric document box of /create-cita: anything but digits is refused here, before asking the server. */
export function BuscarDocumento({ onBuscar, buscando, negativa, inicial = '' }: Props) {
  const [texto, setTexto] = useState(inicial);
  const [error, setError] = useState<string>();
  return (
    <form
      role="search"
      aria-label="Buscar candidato por documento"
      noValidate
      className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-5 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        const r = DocumentoCita.safeParse(texto);
        setError(r.success ? undefined : r.error.issues[0]?.message);
        if (r.success) onBuscar(r.data);
      }}
    >
      <CampoTexto
        etiqueta="Número de documento"
        name="documento"
        requerido
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        className="min-w-64 flex-1"
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        error={error ?? negativa}
      />
      <Boton type="submit" cargando={buscando}>
        Buscar
      </Boton>
    </form>
  );
}
