import { useId, type ReactNode } from 'react';
import { EstadoVacio, Seccion } from '@talento/ui';
import { FilaCandidato, type SolicitudFila } from './fila-candidato';
import type { CandidatoFila } from './tipos';
import type { AccionesCandidato } from './use-acciones';

/** The marks of the bulk bar: which candidates may be marked, which are, and how to change them. */
export interface Marcas {
  marcables: ReadonlySet<number>;
  marcados: ReadonlySet<number>;
  marcar: (ids: readonly number[], si: boolean) => void;
}

/**
 * One group of the order's candidates (a state, or a pool of state 0): "Enviado a cliente (3)", a box to mark
 * every markable one of the group, and its rows (`visibles`: those matching the panel's search).
 */
export function GrupoCandidatos(props: {
  pedidoId: number;
  titulo: string;
  candidatos: CandidatoFila[];
  visibles: CandidatoFila[];
  vacio: string;
  buscando: boolean;
  acciones: AccionesCandidato;
  marcas: Marcas;
  onSolicitar: (s: SolicitudFila) => void;
  encabezado?: ReactNode;
}) {
  const idTodos = useId();
  const { marcables, marcados, marcar } = props.marcas;
  const deGrupo = props.visibles.filter((c) => marcables.has(c.id)).map((c) => c.id);
  const todos = deGrupo.length > 0 && deGrupo.every((id) => marcados.has(id));
  return (
    <Seccion titulo={`${props.titulo} (${props.candidatos.length})`} acciones={props.encabezado}>
      {deGrupo.length > 1 && (
        <div className="mb-2 flex items-center gap-2 text-sm text-slate-700">
          <input
            id={idTodos}
            type="checkbox"
            checked={todos}
            onChange={(e) => marcar(deGrupo, e.target.checked)}
          />
          <label htmlFor={idTodos}>Marcar todos en {props.titulo.toLowerCase()}</label>
        </div>
      )}
      {props.visibles.length === 0 ? (
        <EstadoVacio mensaje={props.buscando ? 'Ningún candidato coincide con la búsqueda.' : props.vacio} />
      ) : (
        // tabIndex: a read-only list (no buttons) that scrolls must still be reachable by keyboard (axe).
        <ul
          className="flex max-h-[600px] flex-col gap-2 overflow-y-auto"
          aria-label={props.titulo}
          tabIndex={0}
        >
          {props.visibles.map((c) => (
            <FilaCandidato
              key={c.id}
              c={c}
              pedidoId={props.pedidoId}
              acciones={props.acciones}
              onSolicitar={props.onSolicitar}
              marcado={marcables.has(c.id) ? marcados.has(c.id) : undefined}
              onMarcar={(si) => marcar([c.id], si)}
            />
          ))}
        </ul>
      )}
    </Seccion>
  );
}
