import { CONTACT_IMAGE_EXTENSIONS, type ContactImageType } from '../../shared/contact/contact-image.ts';

/** An uploaded contact image whose type was recognised from its bytes. */
export type ContactImage = { name: string; type: ContactImageType; bytes: Uint8Array };

/**
 * Stores a contact image in R2 under a key that starts with the storefront id
 * ("{storefrontId}/contact/{uuid}.{ext}"), with the recognised type (never the declared one) and
 * the shopper's file name as metadata. Answers the key.
 */
export async function storeContactImage(bucket: R2Bucket, storefrontId: number, image: ContactImage): Promise<string> {
  const key = `${storefrontId}/contact/${crypto.randomUUID()}.${CONTACT_IMAGE_EXTENSIONS[image.type]}`;
  await bucket.put(key, image.bytes, {
    httpMetadata: { contentType: image.type, contentDisposition: 'attachment' },
    customMetadata: { originalName: image.name.slice(0, 255), storefrontId: String(storefrontId) },
  });
  return key;
}
