import { Controller } from 'react-hook-form';
import { CamposReporteEmbebido, CODIGOS_PERMISO, PERMISOS, type Permiso } from '@talento/rules';
import {
  alFallarFormulario,
  CampoCatalogo,
  CampoTexto,
  Casilla,
  Modal,
  notificar,
  PieFormulario,
  propsDeControl,
  Seleccion,
  useFormulario,
} from '@talento/ui';
import { useBuscadores } from '../../catalogos/buscadores';
import { trpc } from '../../trpc';
import type { ReporteAdministrado } from './tipos';

const TIPOS = [
  { valor: 'operaciones', etiqueta: 'Operaciones' },
  { valor: 'merchandising', etiqueta: 'Merchandising' },
];
const PERMISOS_OPCIONES = CODIGOS_PERMISO.map((p: Permiso) => ({
  valor: p,
  etiqueta: PERMISOS[p],
}));

/** Create (no `reporte`) or edit a named report; the server checks the URL's origin against REPORTES_ORIGENES. */
export function ModalReporte({
  reporte,
  onCerrar,
}: {
  reporte: ReporteAdministrado | null;
  onCerrar: () => void;
}) {
  const utils = trpc.useUtils();
  const buscadores = useBuscadores();
  const { control, register, handleSubmit, setError, formState, refFormulario } = useFormulario(
    CamposReporteEmbebido,
    {
      defaultValues: reporte
        ? {
            nombre: reporte.nombre,
            url: reporte.url,
            tipo: reporte.tipo,
            permiso: reporte.permiso,
            clienteId: reporte.cliente?.id ?? null,
            activo: reporte.activo,
          }
        : {
            nombre: '',
            url: '',
            tipo: 'operaciones',
            permiso: 'read_reportesOperaciones_todos',
            clienteId: null,
            activo: true,
          },
    },
  );
  const guardar = trpc.reportesEmbebidos.guardar.useMutation({
    onSuccess: () => {
      notificar.exito('Reporte guardado');
      void utils.reportesEmbebidos.invalidate();
      onCerrar();
    },
    onError: alFallarFormulario(setError),
  });
  const enviar = handleSubmit((campos) =>
    guardar.mutate(reporte ? { ...campos, id: reporte.id, version: reporte.version } : campos),
  );
  return (
    <Modal abierto onCerrar={onCerrar} titulo={reporte ? 'Editar reporte' : 'Nuevo reporte'}>
      <form
        ref={refFormulario}
        noValidate
        aria-label="Reporte embebido"
        className="flex flex-col gap-4"
        onSubmit={(e) => void enviar(e)}
      >
        <CampoTexto
          etiqueta="Nombre"
          requerido
          maxLength={150}
          {...register('nombre')}
          error={formState.errors.nombre?.message}
        />
        <CampoTexto
          etiqueta="Dirección (URL)"
          requerido
          maxLength={1000}
          placeholder="https://…"
          {...register('url')}
          error={formState.errors.url?.message}
        />
        <Controller
          control={control}
          name="tipo"
          render={(c) => (
            <Seleccion
              etiqueta="Tipo"
              requerido
              {...propsDeControl(c)}
              valor={c.field.value}
              onChange={(v) => c.field.onChange(v)}
              opciones={TIPOS}
            />
          )}
        />
        <Controller
          control={control}
          name="permiso"
          render={(c) => (
            <Seleccion
              etiqueta="Permiso para verlo"
              requerido
              {...propsDeControl(c)}
              valor={c.field.value}
              onChange={(v) => c.field.onChange(v)}
              opciones={PERMISOS_OPCIONES}
            />
          )}
        />
        <CampoCatalogo
          control={control}
          name="clienteId"
          etiqueta="Cliente (opcional: solo lo ven quienes atienden a ese cliente)"
          buscar={buscadores.clientes}
          minCaracteres={4}
          inicial={reporte?.cliente ? { id: reporte.cliente.id, etiqueta: reporte.cliente.nombre } : null}
        />
        <Controller
          control={control}
          name="activo"
          render={(c) => (
            <Casilla etiqueta="Activo" valor={c.field.value ?? true} onChange={(v) => c.field.onChange(v)} />
          )}
        />
        <PieFormulario texto="Guardar" onCancelar={onCerrar} cargando={guardar.isPending} />
      </form>
    </Modal>
  );
}
