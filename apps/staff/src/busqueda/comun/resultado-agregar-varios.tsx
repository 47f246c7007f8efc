import { MENSAJES_AGREGAR_VARIOS } from '@talento/rules';
import { InsigniaEstado } from '@talento/ui';

export interface ResultadoCandidato {
  candidatoId: number;
  agregado: boolean;
  mensaje: string;
}

/** What happened to each person of a bulk "Agregar a pedido": added, or refused with the server's message. */
export function ResultadoAgregarVarios({
  resultados,
  nombres,
}: {
  resultados: readonly ResultadoCandidato[];
  nombres: ReadonlyMap<number, string>;
}) {
  return (
    <ul aria-label="Resultado por candidato" className="flex flex-col divide-y divide-slate-100">
      {resultados.map((r) => {
        const nombre = nombres.get(r.candidatoId) ?? `Candidato ${r.candidatoId}`;
        return (
          <li key={r.candidatoId} aria-label={nombre} className="flex flex-col gap-1 py-2 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-800">{nombre}</span>
              <InsigniaEstado
                etiqueta={r.agregado ? MENSAJES_AGREGAR_VARIOS.agregado : MENSAJES_AGREGAR_VARIOS.noAgregado}
                tono={r.agregado ? 'exito' : 'peligro'}
              />
            </div>
            {!r.agregado && <p className="text-red-700">{r.mensaje}</p>}
          </li>
        );
      })}
    </ul>
  );
}
