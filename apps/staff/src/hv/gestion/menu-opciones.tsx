import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useState } from 'react';
import { ETIQUETA_OPCION_HV, MENSAJES_STOCK_HV, opcionesHv, type OpcionHv } from '@talento/rules';
import { DialogoConfirmacion, mostrarError, notificar } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import { ModalAgregarPedido } from './modal-agregar-pedido';
import { ModalEditar } from './modal-editar';
import { ModalStock } from './modal-stock';
import { EstadoNomina, useEnviarNomina } from './nomina';

/**
 * "Opciones" of the CV (spec 03 §2): each entry by its flag (the server checks the same flags). Print is the page's
 * `onImprimir`, which records the access before the browser prints (the print-only layout and its audit belong to the
 * summary page).
 */
export function MenuOpciones({
  candidatoId,
  pedidoId,
  onImprimir,
}: {
  candidatoId: number;
  pedidoId?: number;
  onImprimir: () => void;
}) {
  const { permisos } = useUsuario();
  const [abierto, setAbierto] = useState<OpcionHv | null>(null);
  const nomina = useEnviarNomina(candidatoId, pedidoId ?? null);
  const liberar = trpc.hojasDeVida.liberar.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.msj);
    },
    onError: mostrarError,
  });
  const opciones = opcionesHv(permisos);
  if (opciones.length === 0) return null;

  const elegir = (o: OpcionHv) => {
    if (o === 'imprimir') onImprimir();
    else if (o === 'enviarNomina') nomina.enviar();
    else setAbierto(o);
  };

  return (
    <div className="flex items-center gap-2">
      <EstadoNomina candidatoId={candidatoId} />
      <Menu as="div" className="relative">
        <MenuButton
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
          disabled={nomina.enviando}
        >
          {nomina.enviando ? 'Enviando…' : 'Opciones'}
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          className="z-40 mt-1 w-56 rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
        >
          {opciones.map((o) => (
            <MenuItem key={o}>
              <button
                type="button"
                className="block w-full px-4 py-2 text-left text-sm text-slate-700 data-[focus]:bg-slate-100"
                onClick={() => elegir(o)}
              >
                {ETIQUETA_OPCION_HV[o]}
              </button>
            </MenuItem>
          ))}
        </MenuItems>
      </Menu>
      {abierto === 'editar' && <ModalEditar candidatoId={candidatoId} onCerrar={() => setAbierto(null)} />}
      {abierto === 'enviarStock' && (
        <ModalStock candidatoId={candidatoId} onCerrar={() => setAbierto(null)} />
      )}
      {abierto === 'agregarPedido' && (
        <ModalAgregarPedido candidatoId={candidatoId} onCerrar={() => setAbierto(null)} />
      )}
      <DialogoConfirmacion
        abierto={abierto === 'liberar'}
        titulo="Liberar candidato"
        mensaje={MENSAJES_STOCK_HV.recordatorioLiberar}
        textoSi="Liberar candidato"
        textoNo="Conservar"
        peligro
        onSi={() => {
          setAbierto(null);
          liberar.mutate({ candidatoId });
        }}
        onNo={() => setAbierto(null)}
      />
    </div>
  );
}
