"""Build hook of the Python package sm5ref (pyproject.toml holds the metadata).

The shared library libsm5ref is compiled from the C sources as a plain shared object
inside the package (sm5ref/_libsm5ref*.so); the package loads it with ctypes, so it
has no Python C API code. Build products go to build/pip/ (the project keeps every
build product under build/)."""
import glob
import os

from setuptools import Extension, setup

HERE = os.path.dirname(os.path.abspath(__file__))
os.chdir(HERE)   # setuptools wants source paths relative to the project root
os.makedirs("build/pip", exist_ok=True)

sources = sorted(glob.glob("cmodel/*.c")) + ["cmodel/ref/sm5ref.c"]

setup(
    ext_modules=[
        Extension(
            "sm5ref._libsm5ref",
            sources=sources,
            include_dirs=["cmodel", "cmodel/ref"],
            # only the sm5ref_* calls are exported (sm5ref.h marks them)
            extra_compile_args=["-std=c11", "-fvisibility=hidden", "-O2"],
            libraries=["m"],
        )
    ],
    options={
        "build": {"build_base": "build/pip"},
        "egg_info": {"egg_base": "build/pip"},
    },
)
