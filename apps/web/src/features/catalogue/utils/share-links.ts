/** Share addresses of a product page for the networks people in Iraq use most. */
export function shareLinks(url: string, title: string) {
  const link = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${link}`,
    telegram: `https://t.me/share/url?url=${link}&text=${text}`,
  };
}
