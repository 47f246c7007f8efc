import { Boton } from '@talento/ui';
import type { CitaDeHoy, EstadoCita1 } from './tipos';

// Large touch targets: reception checks people in on a tablet or a phone.
const TACTIL = 'min-h-12 min-w-28 text-base';

/** A check-in button: its state (by `codigo` of the catalogue), its text and colour. */
export interface MarcaLlegada {
  estado: EstadoCita1;
  texto: string;
  variante: 'primario' | 'secundario';
}

/** "Llegó" / "No trajo documentos" of one person, each disabled when the appointment already has that state. */
export function BotonesLlegada({
  cita,
  marcas,
  ocupado,
  onMarcar,
}: {
  cita: CitaDeHoy;
  marcas: readonly MarcaLlegada[];
  ocupado: boolean;
  onMarcar: (cita: CitaDeHoy, estado: EstadoCita1) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {marcas.map(({ estado, texto, variante }) => (
        <Boton
          key={estado.id}
          variante={variante}
          className={TACTIL}
          aria-label={`${texto}: ${cita.candidato}`}
          disabled={ocupado || cita.estado1?.id === estado.id}
          onClick={() => onMarcar(cita, estado)}
        >
          {texto}
        </Boton>
      ))}
    </div>
  );
}
