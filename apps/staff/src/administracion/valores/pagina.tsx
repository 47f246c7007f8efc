import { useState } from 'react';
import { formatoDinero, formatoFecha, formatoFechaHora, MENSAJES_VALORES_ANUALES as M } from '@talento/rules';
import {
  Boton,
  columnasDe,
  DialogoConfirmacion,
  FallaDeCarga,
  InsigniaEstado,
  mostrarError,
  notificar,
  Seccion,
  Spinner,
  Tabla,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { FormularioConfiguracion } from './formulario-configuracion';
import { ModalValorAnual } from './modal-valor-anual';
import type { ValorAnual } from './tipos';

const c = columnasDe<ValorAnual>();
const idFila = (v: ValorAnual) => String(v.id);

/**
 * `/administracion/valores` (admin_valores): the minimum wage (SMMLV) and transport aid of each year with the day they
 * take effect — the rules of an order or profile use those in force on its request day — and the orders
 * configuration. Only rows whose day is still to come can be edited or removed.
 */
export default function Pagina() {
  const utils = trpc.useUtils();
  const listado = trpc.administracion.valores.listar.useQuery(undefined);
  const configuracion = trpc.administracion.valores.configuracionPedidos.useQuery(undefined);
  const [editando, setEditando] = useState<ValorAnual | 'nuevo' | null>(null);
  const [eliminando, setEliminando] = useState<ValorAnual | null>(null);
  const eliminar = trpc.administracion.valores.eliminar.useMutation({
    onSuccess: () => {
      notificar.exito(M.eliminados);
      void utils.administracion.valores.listar.invalidate();
    },
    onError: (e) => mostrarError(e),
    onSettled: () => setEliminando(null),
  });

  const columnas = c.columns([
    c.accessor('anio', { header: 'Año' }),
    c.accessor('smmlv', {
      header: 'SMMLV',
      cell: ({ getValue }) => formatoDinero(getValue()),
      meta: { alinear: 'derecha' },
    }),
    c.accessor('auxilioTransporte', {
      header: 'Auxilio de transporte',
      cell: ({ getValue }) => formatoDinero(getValue()),
      meta: { alinear: 'derecha' },
    }),
    c.accessor('vigenteDesde', {
      header: 'Vigente desde',
      cell: ({ row: { original: v } }) => (
        <span className="flex flex-wrap items-center gap-2">
          {formatoFecha(v.vigenteDesde)}
          {v.vigente && <InsigniaEstado tono="exito" etiqueta="Vigente hoy" />}
          {v.modificable && <InsigniaEstado tono="info" etiqueta="Futuro" />}
        </span>
      ),
    }),
    c.accessor((v) => v.creadoPor ?? 'Sistema (migración)', { id: 'creadoPor', header: 'Registrado por' }),
    c.accessor('creadoEn', { header: 'Registrado el', cell: ({ getValue }) => formatoFechaHora(getValue()) }),
    c.display({
      id: 'acciones',
      header: 'Acciones',
      cell: ({ row: { original: v } }) =>
        v.modificable ? (
          <span className="flex gap-2">
            <Boton
              variante="secundario"
              aria-label={`Editar valores de ${formatoFecha(v.vigenteDesde)}`}
              onClick={() => setEditando(v)}
            >
              Editar
            </Boton>
            <Boton
              variante="secundario"
              aria-label={`Eliminar valores de ${formatoFecha(v.vigenteDesde)}`}
              onClick={() => setEliminando(v)}
            >
              Eliminar
            </Boton>
          </span>
        ) : (
          <span className="text-sm text-slate-500">Ya rige</span>
        ),
    }),
  ]);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Valores anuales</h1>
        <Boton onClick={() => setEditando('nuevo')} disabled={!listado.data}>
          Agregar valores del año
        </Boton>
      </header>
      <Seccion titulo="SMMLV y auxilio de transporte">
        <p className="mb-3 text-sm text-slate-600">
          Cada pedido y cada perfil usan los valores vigentes en su fecha de solicitud; un formulario nuevo,
          los de hoy. Registre los valores del año siguiente con su fecha de vigencia: rigen desde ese día sin
          reiniciar nada.
        </p>
        <Tabla
          etiqueta="Valores anuales"
          columnas={columnas}
          datos={listado.data?.valores}
          cargando={listado.isLoading}
          vacio={M.sinRegistros}
          idFila={idFila}
        />
        {listado.isError && <FallaDeCarga mensaje={M.errorCarga} />}
      </Seccion>
      <Seccion titulo="Configuración de pedidos">
        {configuracion.data ? (
          <FormularioConfiguracion key={configuracion.data.version} configuracion={configuracion.data} />
        ) : configuracion.isError ? (
          <FallaDeCarga mensaje={M.errorCarga} />
        ) : (
          <Spinner />
        )}
      </Seccion>
      {editando && listado.data && (
        <ModalValorAnual
          valor={editando === 'nuevo' ? null : editando}
          hoy={listado.data.hoy}
          onCerrar={() => setEditando(null)}
        />
      )}
      <DialogoConfirmacion
        abierto={eliminando !== null}
        titulo="Eliminar valores anuales"
        mensaje={
          eliminando
            ? `¿Desea eliminar los valores vigentes desde el ${formatoFecha(eliminando.vigenteDesde)} (SMMLV ${formatoDinero(eliminando.smmlv)})? Aún no rigen: ningún pedido los usa.`
            : ''
        }
        textoSi="Eliminar"
        peligro
        onSi={() => eliminando && eliminar.mutate({ id: eliminando.id, version: eliminando.version })}
        onNo={() => setEliminando(null)}
      />
    </div>
  );
}
