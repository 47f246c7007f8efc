import { useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import {
  CamposClienteAdmin,
  formatoFecha,
  TIPO_DOCUMENTO_CLIENTE,
  type CamposClienteAdmin as Campos,
} from '@talento/rules';
import {
  alFallarFormulario,
  Boton,
  CampoCatalogo,
  CampoTexto,
  Casilla,
  DialogoConfirmacion,
  FallaDeCarga,
  GrupoOpciones,
  Modal,
  notificar,
  PieFormulario,
  propsDeControl,
  Seleccion,
  Spinner,
  useFormulario,
} from '@talento/ui';
import { useBuscadores } from '../../catalogos/buscadores';
import { trpc } from '../../trpc';
import type { ClienteAdmin } from './tipos';

const TIPOS = TIPO_DOCUMENTO_CLIENTE.opciones.map((o) => ({ valor: o.valor, etiqueta: o.etiqueta }));
const CONTACTO_NUEVO = { nombre: '', correo: '', enviar: true, activo: true };

/** Create (`id` null) or edit a client; the edit loads the client first (with its current orders). */
export function ModalCliente({ id, onCerrar }: { id: number | null; onCerrar: () => void }) {
  const detalle = trpc.administracion.clientes.detalle.useQuery({ id: id ?? 0 }, { enabled: id !== null });
  const titulo = id === null ? 'Nuevo cliente' : 'Editar cliente';
  if (id !== null && !detalle.data)
    return (
      <Modal abierto onCerrar={onCerrar} titulo={titulo}>
        {detalle.error ? <FallaDeCarga mensaje="No fue posible cargar el cliente." /> : <Spinner />}
      </Modal>
    );
  return <FormularioCliente cliente={detalle.data ?? null} titulo={titulo} onCerrar={onCerrar} />;
}

function valoresIniciales(c: ClienteAdmin | null): Campos {
  if (!c)
    return {
      tipoDocumento: 0,
      numeroDocumento: '',
      nombre: '',
      ciudadId: null,
      sucursalIds: [],
      contactos: [],
      implementacionPruebas: false,
      manejaStock: false,
      permiteAgregarExplicito: true,
      activo: true,
    };
  return {
    tipoDocumento: c.tipoDocumento === 1 ? 1 : 0,
    numeroDocumento: c.documentoEditable,
    nombre: c.nombre,
    ciudadId: c.ciudad?.id ?? null,
    sucursalIds: c.sucursales.map((s) => s.id),
    contactos: c.contactos.map(({ id, nombre, correo, enviar, activo }) => ({
      id,
      nombre,
      correo,
      enviar,
      activo,
    })),
    implementacionPruebas: c.implementacionPruebas,
    manejaStock: c.manejaStock,
    permiteAgregarExplicito: c.permiteAgregarExplicito,
    activo: c.activo,
  };
}

function FormularioCliente({
  cliente,
  titulo,
  onCerrar,
}: {
  cliente: ClienteAdmin | null;
  titulo: string;
  onCerrar: () => void;
}) {
  const utils = trpc.useUtils();
  const buscadores = useBuscadores();
  const sucursales = trpc.catalogos.sucursales.useQuery(undefined);
  const { control, register, handleSubmit, setError, formState, watch, refFormulario } = useFormulario(
    CamposClienteAdmin,
    { defaultValues: valoresIniciales(cliente) },
  );
  const contactos = useFieldArray({ control, name: 'contactos' });
  // What the server asked to confirm (the deactivation of a client with current orders), with the values to resend.
  const [confirmar, setConfirmar] = useState<{ mensaje: string; campos: Campos } | null>(null);
  const guardar = trpc.administracion.clientes.guardar.useMutation({
    onSuccess: (r, enviado) => {
      if (r.estado === 'confirmar') {
        setConfirmar({ mensaje: r.mensaje, campos: enviado });
        return;
      }
      notificar.exito(r.mensaje);
      void utils.administracion.clientes.invalidate();
      void utils.catalogos.clientes.invalidate();
      onCerrar();
    },
    onError: alFallarFormulario(setError),
  });
  const conVersion = (campos: Campos) =>
    cliente ? { ...campos, id: cliente.id, version: cliente.version } : campos;
  const enviar = handleSubmit((campos) => guardar.mutate(conVersion(campos)));
  const esNit = Number(watch('tipoDocumento')) === 0;

  // Active branches, plus the inactive ones this client already has (kept readable, not offered to others).
  const opcionesSucursal = [
    ...(sucursales.data ?? []).map((s) => ({ id: s.id, nombre: `${s.nombre} (${s.ciudad})` })),
    ...(cliente?.sucursales ?? [])
      .filter((s) => !s.activa)
      .map((s) => ({ id: s.id, nombre: `${s.nombre} (inactiva)` })),
  ];

  return (
    <Modal abierto onCerrar={onCerrar} titulo={titulo} ancho="max-w-3xl">
      <form
        ref={refFormulario}
        noValidate
        aria-label="Cliente"
        className="flex flex-col gap-4"
        onSubmit={(e) => void enviar(e)}
      >
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <Controller
            control={control}
            name="tipoDocumento"
            render={(c) => (
              <Seleccion
                etiqueta="Tipo de documento"
                requerido
                vacia={null}
                {...propsDeControl(c)}
                valor={c.field.value}
                onChange={(v) => c.field.onChange(Number(v))}
                opciones={TIPOS}
              />
            )}
          />
          <div className="md:col-span-2">
            <CampoTexto
              etiqueta={esNit ? 'NIT con dígito de verificación' : 'Número de cédula'}
              requerido
              maxLength={30}
              placeholder={esNit ? '800.197.268-4' : '1020304050'}
              {...register('numeroDocumento')}
              error={formState.errors.numeroDocumento?.message}
            />
          </div>
        </div>
        <CampoTexto
          etiqueta="Nombre o razón social"
          requerido
          maxLength={200}
          {...register('nombre')}
          error={formState.errors.nombre?.message}
        />
        <CampoCatalogo
          control={control}
          name="ciudadId"
          etiqueta="Ciudad"
          buscar={buscadores.ciudades}
          minCaracteres={3}
          inicial={cliente?.ciudad ? { id: cliente.ciudad.id, etiqueta: cliente.ciudad.nombre } : null}
        />
        <Controller
          control={control}
          name="sucursalIds"
          render={({ field, fieldState }) => {
            const marcadas = field.value ?? [];
            return (
              <GrupoOpciones
                leyenda="Sucursales que lo atienden"
                error={fieldState.error?.message}
                ref={field.ref}
              >
                {(aria) => (
                  <div className="grid grid-cols-1 gap-1 md:grid-cols-2">
                    {opcionesSucursal.map((s) => (
                      <Casilla
                        key={s.id}
                        {...aria}
                        etiqueta={s.nombre}
                        valor={marcadas.includes(s.id)}
                        onChange={(v) =>
                          field.onChange(v ? [...marcadas, s.id] : marcadas.filter((x) => x !== s.id))
                        }
                      />
                    ))}
                  </div>
                )}
              </GrupoOpciones>
            );
          }}
        />

        <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-700">Contactos</legend>
          {formState.errors.contactos?.message && (
            <p className="text-xs text-red-600">{formState.errors.contactos.message}</p>
          )}
          {contactos.fields.length === 0 && (
            <p className="text-sm text-slate-600">El cliente no tiene contactos.</p>
          )}
          {contactos.fields.map((fila, i) => (
            <fieldset
              key={fila.id}
              aria-label={`Contacto ${i + 1}`}
              className="grid grid-cols-1 items-end gap-3 md:grid-cols-[1fr_1fr_auto_auto_auto]"
            >
              <CampoTexto
                etiqueta="Nombre"
                requerido
                maxLength={200}
                {...register(`contactos.${i}.nombre`)}
                error={formState.errors.contactos?.[i]?.nombre?.message}
              />
              <CampoTexto
                etiqueta="Correo"
                requerido
                type="email"
                maxLength={254}
                {...register(`contactos.${i}.correo`)}
                error={formState.errors.contactos?.[i]?.correo?.message}
              />
              <Controller
                control={control}
                name={`contactos.${i}.enviar`}
                render={(c) => (
                  <Casilla
                    etiqueta="Enviar"
                    valor={c.field.value ?? true}
                    onChange={(v) => c.field.onChange(v)}
                  />
                )}
              />
              <Controller
                control={control}
                name={`contactos.${i}.activo`}
                render={(c) => (
                  <Casilla
                    etiqueta="Activo"
                    valor={c.field.value ?? true}
                    onChange={(v) => c.field.onChange(v)}
                  />
                )}
              />
              <Boton
                type="button"
                variante="texto"
                aria-label={`Quitar contacto ${i + 1}`}
                onClick={() => contactos.remove(i)}
              >
                Quitar
              </Boton>
            </fieldset>
          ))}
          <div>
            <Boton
              type="button"
              variante="secundario"
              onClick={() => contactos.append({ ...CONTACTO_NUEVO })}
            >
              Agregar contacto
            </Boton>
          </div>
        </fieldset>

        <div className="grid grid-cols-1 gap-2 md:grid-cols-2">
          {(
            [
              ['implementacionPruebas', 'Implementa pruebas digitales'],
              ['manejaStock', 'Maneja stock'],
              ['permiteAgregarExplicito', 'Permite agregar explícito (duplicar pedidos cancelados)'],
              ['activo', 'Activo'],
            ] as const
          ).map(([nombre, etiqueta]) => (
            <Controller
              key={nombre}
              control={control}
              name={nombre}
              render={(c) => (
                <Casilla
                  etiqueta={etiqueta}
                  valor={c.field.value ?? false}
                  onChange={(v) => c.field.onChange(v)}
                />
              )}
            />
          ))}
        </div>
        {cliente?.manejaStock && cliente.usuarioManejaStock && (
          <p className="text-sm text-slate-600">
            Stock habilitado por {cliente.usuarioManejaStock} el {formatoFecha(cliente.fechaManejaStock)}.
          </p>
        )}
        {cliente && cliente.pedidosVigentes > 0 && (
          <p className="text-sm text-slate-600">
            {cliente.pedidosVigentes === 1
              ? 'El cliente tiene 1 pedido vigente.'
              : `El cliente tiene ${cliente.pedidosVigentes} pedidos vigentes.`}
          </p>
        )}
        <PieFormulario texto="Guardar" onCancelar={onCerrar} cargando={guardar.isPending} />
      </form>
      <DialogoConfirmacion
        abierto={confirmar !== null}
        titulo="Desactivar cliente"
        mensaje={confirmar?.mensaje ?? ''}
        textoSi="Desactivar"
        peligro
        onSi={() => {
          if (confirmar) guardar.mutate({ ...conVersion(confirmar.campos), confirmarDesactivacion: true });
          setConfirmar(null);
        }}
        onNo={() => setConfirmar(null)}
      />
    </Modal>
  );
}
