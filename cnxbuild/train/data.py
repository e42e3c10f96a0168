"""Training data for the driver: an ImageFolder-style directory or the built-in ``digits`` set, as NCHW
float32 batches normalized with the ImageNet mean and std, one-hot targets, and a seeded example order.

``digits`` is scikit-learn's ``load_digits`` (1,797 8×8 grey images of 10 classes, shipped inside the
package, so it works offline): values 0..16 scaled to [0, 1], upsampled with PIL (bilinear) to the
artifact's image size and repeated over the 3 channels. Held out: the last 20% (359 images), fixed.

A directory holds one subfolder per class (sorted names → indices 0..K−1, as torchvision's ImageFolder).
If it has ``train/`` and ``val/`` subfolders (the Imagenette layout) those are the two splits; otherwise the
last 20% of each class's sorted files are held out. Images are converted to RGB and resized (bilinear,
aspect ratio not kept) to the artifact's size.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

__all__ = ["IMAGENET_MEAN", "IMAGENET_STD", "HELD_OUT_FRACTION", "DataError", "ImageSet", "Data", "load_data",
           "digits", "image_folder", "one_hot", "ExampleOrder"]

IMAGENET_MEAN = np.array([0.485, 0.456, 0.406], np.float32)
IMAGENET_STD = np.array([0.229, 0.224, 0.225], np.float32)
HELD_OUT_FRACTION = 0.2
IMAGE_SUFFIXES = {".jpg", ".jpeg", ".png", ".bmp", ".gif", ".webp", ".ppm", ".tif", ".tiff"}
ORDER_STREAM = 0  # numpy SeedSequence key of the data order (the masks use schedule.MASK_STREAM)
_CACHE_BYTES = 1 << 30  # folder images are kept decoded in memory when all of them fit in this


class DataError(ValueError):
    """A data source that cannot feed the artifact (missing directory, no images, wrong class count)."""


def normalize(rgb: np.ndarray) -> np.ndarray:
    """``[n,H,W,3]`` values in [0, 1] → ``[n,3,H,W]`` float32, ``(x − mean)/std`` per channel (ImageNet)."""
    x = (np.asarray(rgb, np.float32) - IMAGENET_MEAN) / IMAGENET_STD
    return np.ascontiguousarray(x.transpose(0, 3, 1, 2))


def one_hot(labels: np.ndarray, classes: int) -> np.ndarray:
    """``[n]`` integer labels → ``[n, classes]`` float32 one-hot targets."""
    return np.eye(classes, dtype=np.float32)[np.asarray(labels)]


@dataclass
class ImageSet:
    """Labelled images, decoded on demand: ``load(indices)`` → ``[n,3,S,S]`` float32, normalized."""

    labels: np.ndarray  # [n] int64
    _load: object = field(repr=False)  # callable: indices → [n,S,S,3] in [0, 1]
    _probe: object = field(repr=False, default=None)  # callable: raises DataError for an unreadable image

    def __len__(self) -> int:
        return len(self.labels)

    def load(self, indices: np.ndarray) -> np.ndarray:
        return normalize(self._load(np.asarray(indices)))

    def probe(self) -> None:
        """Open every image and check its structure (PIL's ``verify``: no decode), so an unreadable file is
        found before a run rather than when it is first read. Raises DataError naming the file."""
        if self._probe is not None:
            self._probe()


@dataclass
class Data:
    """The two splits and the class names (index = position)."""

    name: str
    train: ImageSet
    held_out: ImageSet
    class_names: list[str]
    #: what a resume compares (breakers' findings, stop 56: a resume read another folder, the same folder grown, or
    #: one whose images were swapped for others of the same size, without a word): :func:`_fingerprint`
    fingerprint: str = ""


def _upsample_grey(images: np.ndarray, size: int) -> np.ndarray:
    """``[n,h,w]`` grey in [0, 1] → ``[n,size,size,3]`` float32 (PIL bilinear, channel repeated)."""
    from PIL import Image

    out = np.stack([np.asarray(Image.fromarray(im.astype(np.float32), mode="F")
                               .resize((size, size), Image.Resampling.BILINEAR)) for im in images])
    return np.repeat(np.clip(out, 0.0, 1.0)[..., None], 3, axis=-1)


def digits(image_size: int) -> Data:
    """scikit-learn's digits at ``image_size`` pixels: 1,438 training and 359 held-out images, 10 classes."""
    from sklearn.datasets import load_digits

    d = load_digits()
    rgb = _upsample_grey(d.images / 16.0, image_size)
    labels = d.target.astype(np.int64)
    cut = len(labels) - int(round(HELD_OUT_FRACTION * len(labels)))
    sets = [ImageSet(labels[s], rgb[s].__getitem__) for s in (slice(0, cut), slice(cut, None))]
    return Data("digits", sets[0], sets[1], [str(i) for i in range(10)],
                _fingerprint([[("digits", int(k), 0) for k in s.labels] for s in sets]))


def _class_files(root: Path) -> dict[str, list[Path]]:
    classes = sorted(p.name for p in root.iterdir() if p.is_dir() and not p.name.startswith("."))
    if not classes:
        raise DataError(f"{root}: no class subfolders (expected one folder of images per class)")
    files = {c: sorted(p for p in (root / c).rglob("*") if p.suffix.lower() in IMAGE_SUFFIXES)
             for c in classes}
    empty = [c for c, f in files.items() if not f]
    if empty:
        raise DataError(f"{root}: class folder(s) without images: {empty[:5]} "
                        f"(suffixes {sorted(IMAGE_SUFFIXES)})")
    return files


def _folder_set(paths: list[Path], labels: list[int], size: int) -> ImageSet:
    from PIL import Image

    def unreadable(p: Path, e: Exception) -> DataError:
        return DataError(f"{p}: cannot be read as an image ({e}); remove or replace it")

    def decode(p: Path) -> np.ndarray:
        try:
            with Image.open(p) as im:
                return np.asarray(im.convert("RGB").resize((size, size), Image.Resampling.BILINEAR), np.uint8)
        except (OSError, ValueError, Image.DecompressionBombError) as e:  # a corrupt or truncated file
            raise unreadable(p, e) from None

    cached = len(paths) * size * size * 3 <= _CACHE_BYTES
    decode_one = functools.lru_cache(maxsize=None)(decode) if cached else decode

    def load(indices: np.ndarray) -> np.ndarray:
        return np.stack([decode_one(paths[i]) for i in indices]).astype(np.float32) / 255.0

    def probe() -> None:
        for p in paths:
            try:
                with Image.open(p) as im:
                    im.verify()
            except (OSError, ValueError, SyntaxError, Image.DecompressionBombError) as e:  # verify raises these
                raise unreadable(p, e) from None

    return ImageSet(np.asarray(labels, np.int64), load, probe)


def image_folder(root: str | Path, image_size: int) -> Data:
    """An ImageFolder directory (see the module docstring for the split). Raises DataError."""
    root = Path(root)
    if not root.is_dir():
        raise DataError(f"--data {root}: not a directory (give an ImageFolder directory or 'digits')")
    split_dirs = [d for d in ("train", "val") if (root / d).is_dir()]
    if len(split_dirs) == 1:  # train/ and test/ would otherwise be read as two classes
        other = "val" if split_dirs == ["train"] else "train"
        raise DataError(f"--data {root}: has {split_dirs[0]}/ but no {other}/; give both (the Imagenette layout: "
                        "train/<class>/, val/<class>/) or one folder per class")
    if split_dirs:
        train, val = _class_files(root / "train"), _class_files(root / "val")
        unknown = sorted(set(val) - set(train))
        if unknown:
            raise DataError(f"{root}/val has classes that {root}/train lacks: {unknown[:5]}")
        names = list(train)
        splits = [[(p, names.index(c)) for c in names for p in files.get(c, [])] for files in (train, val)]
    else:
        files = _class_files(root)
        names = list(files)
        splits = [[], []]
        for k, c in enumerate(names):
            cut = len(files[c]) - int(HELD_OUT_FRACTION * len(files[c]))
            splits[0] += [(p, k) for p in files[c][:cut]]
            splits[1] += [(p, k) for p in files[c][cut:]]
    files = [[p for p, _ in s] for s in splits]
    sets = [_folder_set(f, [k for _, k in s], image_size) for f, s in zip(files, splits)]
    listed = [[(p.relative_to(root).as_posix(), k, p.stat().st_size) for p, k in s] for s in splits]
    return Data(str(root), sets[0], sets[1], names, _fingerprint(listed, names, files))


#: Image folders up to this many bytes are fingerprinted by their files' contents; larger ones by their files'
#: names, sizes and modification times (reading every byte at each start would cost an epoch's reads).
FINGERPRINT_CONTENT_BYTES = 2 << 30


def _fingerprint(splits: list[list[tuple[str, int, int]]], names: list[str] = (),
                 files: list[list[Path]] | None = None) -> str:
    """A digest of a data source's examples, split by split: each file (path under the root, size in bytes) and
    label, the class names, and the files' contents (``files``, in the same order) where they come to at most
    :data:`FINGERPRINT_CONTENT_BYTES`, else their modification times; what :class:`Data.fingerprint` holds. The
    root is not in it: the same files moved elsewhere are the same data."""
    import hashlib
    import json

    h = hashlib.blake2b(digest_size=16)
    h.update(json.dumps([list(names), splits]).encode())
    paths = [p for s in files or [] for p in s]
    whole = sum(size for s in splits for _, _, size in s) <= FINGERPRINT_CONTENT_BYTES
    for p in paths:
        if whole:
            with open(p, "rb") as f:
                while chunk := f.read(1 << 20):
                    h.update(chunk)
        else:
            h.update(str(p.stat().st_mtime_ns).encode())
    kind = "" if not paths else "of contents " if whole else "of names, sizes and mtimes (over 2 GiB) "
    return f"{sum(map(len, splits))} examples, blake2b {kind}{h.hexdigest()}"


def load_data(spec: str, image_size: int, classes: int) -> Data:
    """``"digits"`` or an ImageFolder directory, at ``image_size`` pixels, checked against the artifact's
    class count K. Raises DataError when the class counts differ or the source is unusable."""
    data = digits(image_size) if spec == "digits" else image_folder(spec, image_size)
    if len(data.class_names) < 2:  # before the class count: no artifact takes one class (a breaker, stop 44)
        raise DataError(f"--data {spec}: one class ({data.class_names[0]}): the driver trains on class "
                        "labels, so every target would be that class and the held-out accuracy 100 % "
                        "whatever the step learns (and cross-entropy over one class is refused, D91); give at "
                        "least 2 classes")
    if len(data.class_names) != classes:
        n = len(data.class_names)
        from cnxbuild.slug import DEFAULT_REGISTRY

        builtin = [d.name for d in DEFAULT_REGISTRY.datasets.values() if d.classes == n]
        choice = (f"a step of dataset = \"{builtin[0]}\" ({n} classes, built in)" if builtin else
                  f"a matrix dataset of {n} classes: [datasets.<name>] classes = {n}, code = \"<letters>\", and "
                  "dataset = \"<name>\" in its group")  # a new user's finding (stop 54): imagenette was not offered
        raise DataError(f"--data {spec}: {n} classes, but the artifact has K = {classes} outputs; choose an "
                        f"artifact for this dataset ({choice})")
    if len(data.train) == 0:
        raise DataError(f"--data {spec}: no training images")
    if len(data.held_out) == 0:  # a class keeps back 20 % of its images, rounded down: none below 5
        raise DataError(f"--data {spec}: no held-out images to measure accuracy on; give at least 5 images per "
                        "class, or train/ and val/ subfolders")
    data.held_out.probe()  # read only after the run: a bad file would lose the finished run's accuracy
    return data


class ExampleOrder:
    """The seeded stream of training-example indices: epoch e is ``default_rng([seed, 0, e]).permutation(n)``,
    epochs back to back. A position in the stream (examples consumed) is all a resume needs."""

    def __init__(self, n: int, seed: int):
        self.n, self.seed = n, seed
        self._perm: tuple[int, np.ndarray] | None = None

    def _epoch(self, epoch: int) -> np.ndarray:
        if self._perm is None or self._perm[0] != epoch:
            self._perm = (epoch, np.random.default_rng([self.seed, ORDER_STREAM, epoch]).permutation(self.n))
        return self._perm[1]

    def take(self, position: int, count: int) -> np.ndarray:
        """``count`` indices from stream position ``position`` on (crossing epoch boundaries)."""
        return np.array([self._epoch(p // self.n)[p % self.n] for p in range(position, position + count)],
                        np.int64)
