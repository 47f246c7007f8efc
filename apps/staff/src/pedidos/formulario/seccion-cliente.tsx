import { useCallback } from 'react';
import { CampoTexto, Typeahead, type OpcionTypeahead } from '@talento/ui';
import { MENSAJES_PEDIDOS, PEDIDO_LIMITES } from '@talento/rules';
import { trpc } from '../../trpc';
import { AreaTexto, Seccion, Seleccion, type PropsSeccion } from './campos';
import type { PerfilFormulario } from './estado';

interface Props extends PropsSeccion {
  perfiles: PerfilFormulario[] | undefined;
  cargandoPerfiles: boolean;
  elegirPerfil: (perfil: PerfilFormulario | null) => void;
}

/** Client (typeahead from 4 characters), approved profile of that client, job name and description. */
export function SeccionCliente({
  estado,
  cambiar,
  errores,
  deshabilitado,
  perfiles,
  cargandoPerfiles,
  elegirPerfil,
}: Props) {
  const utils = trpc.useUtils();
  const buscarClientes = useCallback(
    async (texto: string): Promise<OpcionTypeahead[]> =>
      (await utils.catalogos.clientes.fetch({ texto })).map((c) => ({
        id: c.id,
        etiqueta: c.nombre,
        detalle: c.numeroDocumento,
      })),
    [utils],
  );
  const sinPerfiles = estado.cliente !== null && !cargandoPerfiles && perfiles?.length === 0;
  return (
    <Seccion titulo="Cliente y cargo">
      <Typeahead
        etiqueta="Cliente"
        name="cliente"
        valor={estado.cliente}
        onChange={(cliente) => {
          cambiar({ cliente, perfilId: null });
          elegirPerfil(null);
        }}
        buscar={buscarClientes}
        minCaracteres={PEDIDO_LIMITES.minCaracteresBusqueda}
        error={errores.clienteId}
        disabled={deshabilitado}
      />
      <div>
        <Seleccion
          etiqueta="Perfil"
          valor={estado.perfilId === null ? '' : String(estado.perfilId)}
          onChange={(v) => elegirPerfil(perfiles?.find((p) => String(p.id) === v) ?? null)}
          opciones={(perfiles ?? []).map((p) => ({ valor: String(p.id), etiqueta: p.nombreCargoPerfil }))}
          error={errores.perfilId}
          disabled={deshabilitado || !estado.cliente}
          vacia={estado.cliente ? 'Seleccione un perfil' : 'Primero elija el cliente'}
        />
        {sinPerfiles && (
          <p className="mt-1 text-xs text-amber-700">{MENSAJES_PEDIDOS.sinPerfilesValidados}</p>
        )}
      </div>
      <CampoTexto
        etiqueta="Nombre del cargo"
        value={estado.nombreCargo}
        maxLength={200}
        onChange={(e) => cambiar({ nombreCargo: e.target.value })}
        error={errores.nombreCargo}
        disabled={deshabilitado}
      />
      <div className="md:col-span-2 lg:col-span-3">
        <AreaTexto
          etiqueta="Descripción"
          valor={estado.descripcion}
          onChange={(descripcion) => cambiar({ descripcion })}
          error={errores.descripcion}
          disabled={deshabilitado}
        />
      </div>
    </Seccion>
  );
}
