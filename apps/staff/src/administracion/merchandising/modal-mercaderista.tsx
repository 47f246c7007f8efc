import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { CamposMercaderista } from '@talento/rules';
import {
  alFallarFormulario,
  Boton,
  CampoTexto,
  Modal,
  notificar,
  type OpcionTypeahead,
  PieFormulario,
  propsDeControl,
  Seleccion,
  Typeahead,
  useFormulario,
} from '@talento/ui';
import { useBuscadores } from '../../catalogos/buscadores';
import { trpc } from '../../trpc';

/**
 * A new merchandiser: a staff user of group Mercaderistas who works for the chosen clients (the phone may report only
 * at their stores). They get the e-mail with the link to set their password, like every new user.
 */
export function ModalMercaderista({ onCerrar }: { onCerrar: () => void }) {
  const buscadores = useBuscadores();
  const utils = trpc.useUtils();
  const sucursales = trpc.catalogos.sucursales.useQuery();
  const [nombresClientes, setNombresClientes] = useState<Record<number, string>>({});
  const { control, register, handleSubmit, setError, formState, refFormulario } = useFormulario(
    CamposMercaderista,
    {
      defaultValues: { username: '', firstName: '', lastName: '', email: '', sucursalId: null, clientes: [] },
    },
  );
  const crear = trpc.administracion.merchandising.crearMercaderista.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void utils.administracion.merchandising.invalidate();
      onCerrar();
    },
    onError: alFallarFormulario(setError),
  });
  const enviar = handleSubmit((v) => crear.mutate(v));
  return (
    <Modal abierto onCerrar={onCerrar} titulo="Nuevo mercaderista">
      <form
        ref={refFormulario}
        noValidate
        aria-label="Mercaderista"
        className="flex flex-col gap-4"
        onSubmit={(e) => void enviar(e)}
      >
        <CampoTexto
          etiqueta="Usuario"
          requerido
          maxLength={150}
          autoComplete="off"
          {...register('username')}
          error={formState.errors.username?.message}
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
        <CampoTexto
          etiqueta="Correo electrónico"
          requerido
          type="email"
          maxLength={254}
          {...register('email')}
          error={formState.errors.email?.message}
        />
        <Controller
          control={control}
          name="sucursalId"
          render={(r) => (
            <Seleccion
              etiqueta="Sucursal"
              vacia="Sin sucursal"
              {...propsDeControl(r)}
              valor={r.field.value ?? ''}
              onChange={(v) => r.field.onChange(v === '' ? null : Number(v))}
              opciones={(sucursales.data ?? []).map((s) => ({ valor: s.id, etiqueta: s.nombre }))}
            />
          )}
        />
        <Controller
          control={control}
          name="clientes"
          render={(r) => {
            const elegidos = r.field.value ?? [];
            const agregar = (o: OpcionTypeahead | null) => {
              if (!o || elegidos.includes(o.id)) return;
              setNombresClientes((n) => ({ ...n, [o.id]: o.etiqueta }));
              r.field.onChange([...elegidos, o.id]);
            };
            return (
              <div className="flex flex-col gap-2">
                <Typeahead
                  etiqueta="Clientes para los que trabaja"
                  requerido
                  valor={null}
                  onChange={agregar}
                  buscar={buscadores.clientes}
                  minCaracteres={4}
                  error={r.fieldState.error?.message}
                  ref={r.field.ref}
                />
                <ul className="flex flex-wrap gap-2" aria-label="Clientes elegidos">
                  {elegidos.map((id) => (
                    <li key={id} className="flex items-center gap-1 rounded bg-slate-100 px-2 py-1 text-sm">
                      {nombresClientes[id] ?? id}
                      <Boton
                        variante="secundario"
                        type="button"
                        aria-label={`Quitar ${nombresClientes[id] ?? id}`}
                        onClick={() => r.field.onChange(elegidos.filter((x) => x !== id))}
                      >
                        ✕
                      </Boton>
                    </li>
                  ))}
                </ul>
              </div>
            );
          }}
        />
        <PieFormulario texto="Crear" onCancelar={onCerrar} cargando={crear.isPending} />
      </form>
    </Modal>
  );
}
