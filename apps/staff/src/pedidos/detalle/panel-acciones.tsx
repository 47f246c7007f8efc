import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useUsuario } from '../../auth/use-sesion';
import { Evidencias } from './evidencias';
import { PRUEBAS_INVITABLES } from '../programados/nombres-pruebas';
import { definidasDelPedido } from '../programados/definidas-del-pedido';
import type { DetallePedido } from './tipos';
import { maquinaPedidoStock } from '@talento/rules';
import { Boton, Dato, Rejilla, Seccion } from '@talento/ui';

const ModalPruebas = lazy(() => import('./pruebas/modal-pruebas'));
const ModalInvitar = lazy(() => import('../programados/modal-invitar'));

const enlace = 'inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-medium';

/** Actions (cancel, duplicate, edit) by state and flags, the candidate counts and the cancellation evidence. */
export function PanelAcciones({ pedido: p }: { pedido: DetallePedido }) {
  const { permisos } = useUsuario();
  const [pruebasAbierto, setPruebasAbierto] = useState(false);
  const [invitacion, setInvitacion] = useState<'pruebas' | 'entrevista' | null>(null);
  const editable = (p.estado === 1 || p.estado === 111) && p.acciones.includes('editar');
  // "Agregar pruebas": with the flag, on an open order that still lacks some test (the modal offers only those).
  const faltanPruebas = Object.values(p.pruebas).some((definida) => !definida);
  const abiertoConPruebas =
    permisos.includes('read_pedido_definir_pruebas') && p.estado !== 0 && p.estado !== 5;
  const puedePruebas = abiertoConPruebas && faltanPruebas;
  // Inviting by e-mail: the tests the order defines (the video interview is scheduled on its own).
  const definidas = definidasDelPedido(p.pruebas);
  const puedeInvitar = abiertoConPruebas && PRUEBAS_INVITABLES.some((x) => definidas[x]);
  const puedeEntrevista = abiertoConPruebas && definidas.ENTREVISTA;
  return (
    <Seccion titulo="Acciones">
      <div className="flex flex-wrap gap-2">
        {p.puedeDuplicar && (
          <Link
            to={maquinaPedidoStock.rutaDuplicarDe(p)}
            className={`${enlace} bg-marca-600 text-white hover:bg-marca-700`}
          >
            Duplicar
          </Link>
        )}
        {editable && (
          <Link
            to={`/pedidos-edit/${p.id}`}
            className={`${enlace} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
          >
            Editar
          </Link>
        )}
        {puedePruebas && (
          <Boton variante="secundario" onClick={() => setPruebasAbierto(true)}>
            Agregar pruebas
          </Boton>
        )}
        {puedeInvitar && (
          <Boton variante="secundario" onClick={() => setInvitacion('pruebas')}>
            Invitar candidatos por correo
          </Boton>
        )}
        {puedeEntrevista && (
          <Boton variante="secundario" onClick={() => setInvitacion('entrevista')}>
            Programar video entrevistas
          </Boton>
        )}
        {/* Destroying the order goes last, apart from the everyday actions (issue 39). */}
        {p.acciones.includes('cancelar') && (
          <Link
            to={`/pedido-cancel/${p.id}`}
            className={`${enlace} ml-auto border border-red-300 bg-white text-red-700 hover:bg-red-50`}
          >
            Cancelar
          </Link>
        )}
        {!p.acciones.includes('cancelar') &&
          !p.puedeDuplicar &&
          !editable &&
          !puedePruebas &&
          !puedeInvitar &&
          !puedeEntrevista && <p className="text-sm text-slate-500">Sin acciones disponibles.</p>}
      </div>
      <Rejilla className="mt-5 grid grid-cols-2 gap-4">
        <Dato etiqueta="Preseleccionados">
          <span data-testid="conteo-preseleccionados">{p.conteos.preseleccionados}</span>
        </Dato>
        <Dato etiqueta="Seleccionados">
          <span data-testid="conteo-seleccionados">{p.conteos.seleccionados}</span>
        </Dato>
      </Rejilla>
      {pruebasAbierto && (
        <Suspense fallback={null}>
          <ModalPruebas pedidoId={p.id} onCerrar={() => setPruebasAbierto(false)} />
        </Suspense>
      )}
      {invitacion && (
        <Suspense fallback={null}>
          <ModalInvitar
            pedidoId={p.id}
            definidas={definidas}
            modo={invitacion}
            onCerrar={() => setInvitacion(null)}
          />
        </Suspense>
      )}
      {p.cancelacion && (
        <div className="mt-5">
          <h3 className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-500">
            Evidencia de cancelación
          </h3>
          <Evidencias archivos={p.cancelacion.archivos} />
        </div>
      )}
    </Seccion>
  );
}
