import { useState } from 'react';
import { ARCHIVO_ESPONTANEO, CamposEspontaneo, MENSAJES_PIPELINE, validarArchivoEspontaneo } from '@talento/rules';
import { Boton, CampoTexto, notificar } from '@talento/ui';
import { trpc } from '../../../trpc';
import { alFallar } from './use-acciones';

const CAMPOS = [
  ['nombres', 'Nombres'],
  ['apellidos', 'Apellidos'],
  ['cedula', 'Cédula'],
  ['telefono', 'Teléfono'],
  ['email', 'Correo electrónico'],
  ['medio', 'Medio por el que se enteró (opcional)'],
] as const;
type Campo = (typeof CAMPOS)[number][0];

/** Unregistered (spontaneous) candidate: names, surnames, document, phone, e-mail, how found, optional file. */
export function FormularioEspontaneo({ pedidoId, onAgregado }: { pedidoId: number; onAgregado: () => void }) {
  const [valores, setValores] = useState<Record<Campo, string>>({ nombres: '', apellidos: '', cedula: '', telefono: '', email: '', medio: '' });
  const [archivo, setArchivo] = useState<File | null>(null);
  const [errores, setErrores] = useState<Partial<Record<Campo | 'archivo', string>>>({});
  const agregar = trpc.candidatosPedido.agregarEspontaneo.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      onAgregado();
    },
    onError: alFallar(MENSAJES_PIPELINE.errorEspontaneo),
  });

  const enviar = () => {
    const r = CamposEspontaneo.safeParse({ ...valores, medio: valores.medio || undefined });
    const nuevos: Partial<Record<Campo | 'archivo', string>> = {};
    if (!r.success) for (const i of r.error.issues) nuevos[i.path[0] as Campo] ??= i.message;
    if (archivo) {
      const a = validarArchivoEspontaneo({ nombre: archivo.name, tipoMime: archivo.type, tamano: archivo.size });
      if (!a.ok) nuevos.archivo = a.mensaje;
    }
    setErrores(nuevos);
    if (!r.success || Object.keys(nuevos).length) return;
    const fd = new FormData();
    fd.set('pedidoId', String(pedidoId));
    for (const [k, v] of Object.entries(r.data)) if (v) fd.set(k, v);
    if (archivo) fd.set('archivo', archivo);
    agregar.mutate(fd);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {CAMPOS.map(([campo, etiqueta]) => (
          <CampoTexto
            key={campo}
            etiqueta={etiqueta}
            type={campo === 'email' ? 'email' : 'text'}
            value={valores[campo]}
            error={errores[campo]}
            onChange={(e) => setValores((v) => ({ ...v, [campo]: e.target.value }))}
          />
        ))}
      </div>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Archivo adjunto (opcional: PDF, DOC, DOCX, JPG o PNG, máximo 10 MB)
        <input type="file" accept={ARCHIVO_ESPONTANEO.aceptar} onChange={(e) => setArchivo(e.target.files?.[0] ?? null)} className="text-sm font-normal" />
        {errores.archivo && <span className="text-xs font-normal text-red-600">{errores.archivo}</span>}
      </label>
      <p className="text-xs text-slate-500">Se enviará un correo invitando a la persona a registrar su hoja de vida.</p>
      <div className="flex justify-end">
        <Boton cargando={agregar.isPending} onClick={enviar}>
          Agregar candidato espontáneo
        </Boton>
      </div>
    </div>
  );
}
