import type { AccionEnLote } from '@talento/rules';
import { Boton } from '@talento/ui';
import { motivoBloqueo, type CandidatoFila } from './tipos';

const ETIQUETAS: Record<AccionEnLote, string> = {
  seleccionar: 'Seleccionar',
  enviarCliente: 'Enviar a cliente',
  validar: 'Validar',
  rechazar: 'Descartar',
};

/** Of the marked candidates, those the action applies to (each row's buttons, less those its rule refuses now). */
export function aplicables(marcados: readonly CandidatoFila[], accion: AccionEnLote): CandidatoFila[] {
  return marcados.filter((c) => c.acciones.includes(accion) && motivoBloqueo(c, accion) === null);
}

/**
 * The bar of the marked candidates: how many, and each bulk action with how many it applies to (a batch goes
 * to the server all or nothing). Shown only while someone is marked.
 */
export function BarraLote({
  marcados,
  ocupado,
  onAccion,
  onInvitar,
  onLimpiar,
}: {
  marcados: readonly CandidatoFila[];
  ocupado: boolean;
  onAccion: (accion: AccionEnLote, candidatos: CandidatoFila[]) => void;
  /** Invites the marked people with an e-mail to the order's tests (when the user may and the order has tests). */
  onInvitar?: (candidatos: CandidatoFila[]) => void;
  onLimpiar: () => void;
}) {
  const invitables = marcados.filter((c) => c.email.trim() !== '');
  if (marcados.length === 0) return null;
  return (
    <div
      role="region"
      aria-label="Acciones con los candidatos marcados"
      className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-slate-300 bg-marca-50 px-4 py-2"
    >
      <p role="status" className="mr-2 text-sm font-medium text-slate-800">
        {marcados.length === 1 ? '1 candidato marcado' : `${marcados.length} candidatos marcados`}
      </p>
      {(Object.keys(ETIQUETAS) as AccionEnLote[]).map((accion) => {
        const lista = aplicables(marcados, accion);
        if (lista.length === 0) return null;
        return (
          <Boton
            key={accion}
            variante={accion === 'rechazar' ? 'peligro' : 'primario'}
            disabled={ocupado}
            onClick={() => onAccion(accion, lista)}
          >
            {`${ETIQUETAS[accion]} (${lista.length})`}
          </Boton>
        );
      })}
      {onInvitar && invitables.length > 0 && (
        <Boton variante="secundario" disabled={ocupado} onClick={() => onInvitar(invitables)}>
          {`Invitar a pruebas (${invitables.length})`}
        </Boton>
      )}
      <Boton variante="texto" onClick={onLimpiar}>
        Quitar marcas
      </Boton>
    </div>
  );
}
