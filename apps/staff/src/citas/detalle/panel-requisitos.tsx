import { puedeCambiarCampoCita } from '@talento/rules';
import { Casilla, InsigniaEstado, Seccion } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import type { DetalleCita } from './tipos';
import { useAvisoDeCambio } from './use-aviso-de-cambio';
import { useElegido } from './use-elegido';

/**
 * The appointment's requirements: a "revisado" checkbox saved on each change (add_requisitocitasjoincitas; a
 * read-only pill otherwise) and "Vencida" when the candidate's last result of it is past its validity.
 */
export function PanelRequisitos({ cita }: { cita: DetalleCita }) {
  const { permisos } = useUsuario();
  const marcar = trpc.citas.marcarRequisito.useMutation(useAvisoDeCambio(cita.id));
  const editable = puedeCambiarCampoCita('revisado', permisos);
  const enviado = useElegido<{ id: number; revisado: boolean } | null>();
  const cambiar = (id: number, revisado: boolean) => {
    enviado.elegir({ id, revisado });
    marcar.mutate({ id, revisado }, { onSettled: enviado.soltar });
  };
  return (
    <Seccion
      titulo="Requisitos de la cita"
      vacio={cita.requisitos.length === 0 && 'La cita no tiene requisitos.'}
    >
      {editable && (
        <p className="mb-3 text-sm text-slate-600">
          Marque cada requisito revisado; el cambio se guarda al marcarlo.
        </p>
      )}
      <ul className="flex flex-col divide-y divide-slate-100">
        {cita.requisitos.map((r) => {
          const elegido = enviado.mostrar(null);
          const revisado = elegido?.id === r.id ? elegido.revisado : r.revisado;
          return (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              {editable ? (
                <Casilla
                  etiqueta={r.nombre}
                  valor={revisado}
                  disabled={enviado.elegido !== null}
                  onChange={(v) => cambiar(r.id, v)}
                />
              ) : (
                <span className="text-sm text-slate-800">{r.nombre}</span>
              )}
              <span className="flex gap-2">
                {r.vencida && <InsigniaEstado etiqueta="Vencida" tono="peligro" />}
                {!editable && (
                  <InsigniaEstado
                    etiqueta={r.revisado ? 'Revisado' : 'Sin revisar'}
                    tono={r.revisado ? 'exito' : 'neutro'}
                  />
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </Seccion>
  );
}
