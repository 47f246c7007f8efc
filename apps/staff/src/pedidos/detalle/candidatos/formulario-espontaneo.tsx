import { Controller } from 'react-hook-form';
import { z } from 'zod';
import {
  ARCHIVO_ESPONTANEO,
  CamposEspontaneo,
  MENSAJES_PIPELINE,
  validarArchivoEspontaneo,
} from '@talento/rules';
import {
  Boton,
  CampoArchivo,
  CampoTexto,
  notificar,
  ponerErroresDelServidor,
  propsDeControl,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../../trpc';
import { alFallar } from './use-acciones';

const CAMPOS = [
  ['nombres', 'Nombres', true],
  ['apellidos', 'Apellidos', true],
  ['cedula', 'Cédula', true],
  ['telefono', 'Teléfono', true],
  ['email', 'Correo electrónico', true],
  ['medio', 'Medio por el que se enteró (opcional)', false],
] as const;

/** The shared fields plus the optional attachment, checked by the shared rule. An empty "medio" is no answer. */
const EsquemaEspontaneo = CamposEspontaneo.extend({
  medio: z.preprocess((v) => (v === '' ? undefined : v), CamposEspontaneo.shape.medio),
  archivo: z
    .instanceof(File)
    .nullable()
    .superRefine((a, ctx) => {
      const r = a && validarArchivoEspontaneo({ nombre: a.name, tipoMime: a.type, tamano: a.size });
      if (r && !r.ok) ctx.addIssue({ code: 'custom', message: r.mensaje });
    }),
});

/** Unregistered (spontaneous) candidate: names, surnames, document, phone, e-mail, how found, optional file. */
export function FormularioEspontaneo({ pedidoId, onAgregado }: { pedidoId: number; onAgregado: () => void }) {
  const { control, register, handleSubmit, setError, formState, refFormulario } = useFormulario(
    EsquemaEspontaneo,
    {
      defaultValues: {
        nombres: '',
        apellidos: '',
        cedula: '',
        telefono: '',
        email: '',
        medio: '',
        archivo: null,
      },
    },
  );
  const fallar = alFallar(MENSAJES_PIPELINE.errorEspontaneo);
  const agregar = trpc.candidatosPedido.agregarEspontaneo.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      onAgregado();
    },
    onError: (e) => {
      ponerErroresDelServidor(e, setError);
      fallar(e);
    },
  });

  const enviar = handleSubmit(({ archivo, ...campos }) => {
    const fd = new FormData();
    fd.set('pedidoId', String(pedidoId));
    for (const [k, v] of Object.entries(campos)) if (v) fd.set(k, v);
    if (archivo) fd.set('archivo', archivo);
    agregar.mutate(fd);
  });

  return (
    <form ref={refFormulario} noValidate className="flex flex-col gap-3" onSubmit={(e) => void enviar(e)}>
      <div className="grid gap-3 sm:grid-cols-2">
        {CAMPOS.map(([campo, etiqueta, requerido]) => (
          <CampoTexto
            key={campo}
            etiqueta={etiqueta}
            requerido={requerido}
            type={campo === 'email' ? 'email' : 'text'}
            {...register(campo)}
            error={formState.errors[campo]?.message}
          />
        ))}
      </div>
      <Controller
        control={control}
        name="archivo"
        render={(c) => (
          <CampoArchivo
            etiqueta="Archivo adjunto (opcional: PDF, DOC, DOCX, JPG o PNG, máximo 10 MB)"
            accept={ARCHIVO_ESPONTANEO.aceptar}
            {...propsDeControl(c)}
          />
        )}
      />
      <p className="text-xs text-slate-500">
        Se enviará un correo invitando a la persona a registrar su hoja de vida.
      </p>
      <div className="flex justify-end">
        <Boton type="submit" cargando={agregar.isPending}>
          Agregar candidato espontáneo
        </Boton>
      </div>
    </form>
  );
}
