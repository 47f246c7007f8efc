import { useId, useState, type ReactNode } from 'react';
import { EstadoVacio, Seccion } from '@talento/ui';
import { FilaCandidato, type SolicitudFila } from './fila-candidato';
import { coincide, type CandidatoFila } from './tipos';
import type { AccionesCandidato } from './use-acciones';

/** A pool panel (pre-selected or selected) with its own search box (name or document). */
export function ListaCandidatos(props: {
  titulo: string;
  candidatos: CandidatoFila[];
  vacio: string;
  acciones: AccionesCandidato;
  onSolicitar: (s: SolicitudFila) => void;
  encabezado?: ReactNode;
}) {
  const idBusqueda = useId();
  const [busqueda, setBusqueda] = useState('');
  const visibles = props.candidatos.filter((c) => coincide(busqueda, c.nombre, c.documento));
  return (
    <Seccion titulo={`${props.titulo} (${props.candidatos.length})`} acciones={props.encabezado}>
      <label htmlFor={idBusqueda} className="sr-only">
        Buscar en {props.titulo.toLowerCase()}
      </label>
      <input
        id={idBusqueda}
        type="search"
        value={busqueda}
        placeholder="Buscar por nombre o documento"
        onChange={(e) => setBusqueda(e.target.value)}
        className="mb-3 w-full rounded-md border border-slate-300 px-3 py-2 text-sm outline-none focus:border-marca-500"
      />
      {visibles.length === 0 ? (
        <EstadoVacio mensaje={busqueda ? 'Ningún candidato coincide con la búsqueda.' : props.vacio} />
      ) : (
        // tabIndex: a read-only list (no buttons) that scrolls must still be reachable by keyboard (axe).
        <ul className="flex max-h-[600px] flex-col gap-2 overflow-y-auto" aria-label={props.titulo} tabIndex={0}>
          {visibles.map((c) => (
            <FilaCandidato key={c.id} c={c} acciones={props.acciones} onSolicitar={props.onSolicitar} />
          ))}
        </ul>
      )}
    </Seccion>
  );
}
