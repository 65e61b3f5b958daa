import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { checkSelectedFile, type UploadField } from '@/lib/installers/application-fields';
import { installerApplicationSchema } from '@/lib/installers/application';

interface FileListLike {
  readonly length: number;
  readonly [index: number]: { size: number; type: string } | undefined;
}

const selectedFile = (field: UploadField) =>
  z.custom<FileListLike | undefined>().superRefine((list, context) => {
    const message = checkSelectedFile(field, list?.[0]);
    if (message) context.addIssue({ code: 'custom', message });
  });

/** The server's schema, plus the checks the browser can make on the chosen files before upload. */
const formSchema = installerApplicationSchema.extend({
  logo: selectedFile('logo').optional(),
  certificationProof: selectedFile('certificationProof').optional(),
});

export type FormInput = z.input<typeof formSchema>;
export type FormOutput = z.output<typeof formSchema>;

export const applicationResolver = zodResolver(formSchema);
