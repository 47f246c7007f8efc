import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { CamposUsuario, GRUPO_STAFF } from '@talento/rules';
import {
  alFallarFormulario,
  Boton,
  CampoTexto,
  Casilla,
  DialogoConfirmacion,
  GrupoOpciones,
  Modal,
  notificar,
  type OpcionTypeahead,
  PieFormulario,
  propsDeControl,
  Seleccion,
  Spinner,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { CampoClientes } from './campo-clientes';
import { PermisosEfectivos } from './permisos-efectivos';
import type { OpcionesUsuario, UsuarioAdmin } from './tipos';

/** Create (`id` null) or edit a user; editing loads the user first. */
export function ModalUsuario(props: {
  id: number | null;
  opciones: OpcionesUsuario;
  yoId: number;
  onCerrar: () => void;
}) {
  const detalle = trpc.administracion.usuarios.detalle.useQuery(
    { id: props.id ?? 0 },
    { enabled: props.id !== null, staleTime: 0 },
  );
  const titulo = props.id === null ? 'Nuevo usuario' : 'Editar usuario';
  if (props.id !== null && !detalle.data)
    return (
      <Modal abierto onCerrar={props.onCerrar} titulo={titulo}>
        <Spinner />
      </Modal>
    );
  return <Formulario {...props} usuario={detalle.data ?? null} titulo={titulo} />;
}

function Formulario({
  usuario,
  opciones,
  yoId,
  titulo,
  onCerrar,
}: {
  usuario: UsuarioAdmin | null;
  opciones: OpcionesUsuario;
  yoId: number;
  titulo: string;
  onCerrar: () => void;
}) {
  const utils = trpc.useUtils();
  const [clientes, setClientes] = useState<OpcionTypeahead[]>(
    usuario?.clientes.map((c) => ({ id: c.id, etiqueta: c.nombre })) ?? [],
  );
  const [confirmando, setConfirmando] = useState(false);
  const { control, register, handleSubmit, setError, formState, refFormulario, watch, setValue } =
    useFormulario(CamposUsuario, {
      defaultValues: usuario
        ? {
            tipo: usuario.tipo,
            username: usuario.username,
            firstName: usuario.firstName,
            lastName: usuario.lastName,
            email: usuario.email,
            sucursalId: usuario.sucursalId,
            grupos: usuario.grupos.map((g) => g.id),
            clientes: usuario.clientes.map((c) => c.id),
          }
        : {
            tipo: 'staff',
            username: '',
            firstName: '',
            lastName: '',
            email: '',
            sucursalId: null,
            grupos: [],
            clientes: [],
          },
    });
  const tipo = watch('tipo');
  const alTerminar = (r: { mensaje: string }) => {
    notificar.exito(r.mensaje);
    void utils.administracion.usuarios.invalidate();
    onCerrar();
  };
  const guardar = trpc.administracion.usuarios.guardar.useMutation({
    onSuccess: alTerminar,
    onError: alFallarFormulario(setError),
  });
  const activar = trpc.administracion.usuarios.activar.useMutation({ onSuccess: alTerminar });
  const enlace = trpc.administracion.usuarios.enviarEnlace.useMutation({
    onSuccess: (r) => notificar.exito(r.mensaje),
  });
  const enviar = handleSubmit((campos) =>
    guardar.mutate(usuario ? { ...campos, id: usuario.id, version: usuario.version } : campos),
  );
  // atrabajarstaff is added by the server to every staff user: it is not offered.
  const gruposDelPortal = opciones.grupos.filter((g) => g.portal === tipo && g.nombre !== GRUPO_STAFF);
  const esYo = usuario?.id === yoId;

  return (
    <Modal abierto onCerrar={onCerrar} titulo={titulo} ancho="max-w-3xl">
      <form
        ref={refFormulario}
        noValidate
        aria-label="Datos del usuario"
        className="flex flex-col gap-4"
        onSubmit={(e) => void enviar(e)}
      >
        <Controller
          control={control}
          name="tipo"
          render={(c) => (
            <Seleccion
              etiqueta="Portal"
              requerido
              disabled={usuario !== null}
              {...propsDeControl(c)}
              valor={c.field.value}
              onChange={(v) => {
                c.field.onChange(v);
                setValue('grupos', []);
              }}
              opciones={[
                { valor: 'staff', etiqueta: 'Staff de la agencia' },
                { valor: 'cliente', etiqueta: 'Portal de clientes' },
              ]}
            />
          )}
        />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <CampoTexto
            etiqueta="Usuario"
            requerido
            maxLength={150}
            autoComplete="off"
            {...register('username')}
            error={formState.errors.username?.message}
          />
          <CampoTexto
            etiqueta="Correo electrónico"
            requerido
            type="email"
            maxLength={254}
            {...register('email')}
            error={formState.errors.email?.message}
          />
          <CampoTexto
            etiqueta="Nombres"
            requerido
            maxLength={150}
            {...register('firstName')}
            error={formState.errors.firstName?.message}
          />
          <CampoTexto
            etiqueta="Apellidos"
            requerido
            maxLength={150}
            {...register('lastName')}
            error={formState.errors.lastName?.message}
          />
        </div>
        <Controller
          control={control}
          name="sucursalId"
          render={(c) => (
            <Seleccion
              etiqueta="Sucursal"
              vacia="Ninguna"
              {...propsDeControl(c)}
              valor={c.field.value}
              onChange={(v) => c.field.onChange(v === '' ? null : Number(v))}
              opciones={opciones.sucursales.map((s) => ({ valor: s.id, etiqueta: s.nombre }))}
            />
          )}
        />
        <Controller
          control={control}
          name="grupos"
          render={({ field, fieldState }) => {
            const marcados = Array.isArray(field.value) ? field.value : [];
            return (
              <GrupoOpciones leyenda="Grupos" requerido error={fieldState.error?.message} ref={field.ref}>
                {(aria) =>
                  gruposDelPortal.map((g) => (
                    <Casilla
                      key={g.id}
                      {...aria}
                      etiqueta={g.nombre}
                      valor={marcados.includes(g.id)}
                      onChange={(v) =>
                        field.onChange(v ? [...marcados, g.id] : marcados.filter((x) => x !== g.id))
                      }
                    />
                  ))
                }
              </GrupoOpciones>
            );
          }}
        />
        {tipo === 'staff' && (
          <p className="text-sm text-slate-600">
            Todo usuario del staff pertenece también a {GRUPO_STAFF} (el grupo que le permite ingresar al
            portal). Ve todos los clientes si uno de sus grupos tiene «Ver todos los clientes»; si no, solo
            los de la lista.
          </p>
        )}
        <Controller
          control={control}
          name="clientes"
          render={({ field, fieldState }) => (
            <CampoClientes
              etiqueta={tipo === 'cliente' ? 'Empresas por las que actúa' : 'Clientes que atiende'}
              clientes={clientes}
              error={fieldState.error?.message}
              onChange={(lista) => {
                setClientes(lista);
                field.onChange(lista.map((c) => c.id));
              }}
            />
          )}
        />
        {usuario && <PermisosEfectivos permisos={usuario.permisos} />}
        {usuario && !esYo && (
          <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
            {usuario.activo && (
              <Boton
                variante="secundario"
                cargando={enlace.isPending}
                onClick={() => enlace.mutate({ id: usuario.id })}
              >
                Enviar enlace de contraseña
              </Boton>
            )}
            <Boton variante={usuario.activo ? 'peligro' : 'secundario'} onClick={() => setConfirmando(true)}>
              {usuario.activo ? 'Desactivar usuario' : 'Activar usuario'}
            </Boton>
          </div>
        )}
        <PieFormulario texto="Guardar" onCancelar={onCerrar} cargando={guardar.isPending} />
      </form>
      {usuario && (
        <DialogoConfirmacion
          abierto={confirmando}
          titulo={usuario.activo ? 'Desactivar usuario' : 'Activar usuario'}
          mensaje={
            usuario.activo
              ? `¿Desactivar a ${usuario.username}? Sus sesiones terminan en su próxima solicitud y no podrá ingresar. Su historial se conserva.`
              : `¿Activar a ${usuario.username}? Podrá ingresar de nuevo con su contraseña.`
          }
          textoSi={usuario.activo ? 'Desactivar usuario' : 'Activar usuario'}
          textoNo="Cancelar"
          peligro={usuario.activo}
          onNo={() => setConfirmando(false)}
          onSi={() => {
            setConfirmando(false);
            activar.mutate({ id: usuario.id, version: usuario.version, activo: !usuario.activo });
          }}
        />
      )}
    </Modal>
  );
}
